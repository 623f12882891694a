/**
 * The background reading of every claimed PDF's text layer (docs/api.md §6 "Search"), on the upload job queue:
 * pages stored per upload, and the whole PDF's words put onto the files that show it.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { constructionFiles, drawingFiles, uploads, uploadTextPages } from '../db/schema';
import { UploadJobQueue, type QueueOptions, type UploadJob } from '../jobs/upload-job-queue';
import { extractPdfText, type ExtractOptions, type ExtractResult } from './extract-pdf-text';

const INSERT_PAGES = 200;

export function textExtractionJob(
  opts: Pick<ExtractOptions, 'timeoutMs' | 'maxMemoryMb'> = {},
): UploadJob<ExtractResult> {
  return {
    name: 'PDF text',
    columns: { status: 'text_status', lease: 'text_lease_until', attempts: 'text_attempts' },
    work: (file) => extractPdfText({ path: file }, opts),
    failed: (reason) => ({ status: 'failed', reason }),
    async finish(tx, uploadId, result) {
      await tx.delete(uploadTextPages).where(eq(uploadTextPages.uploadId, uploadId));
      if (result.status !== 'failed' && result.pageCount !== undefined)
        await tx.update(uploads).set({ pageCount: result.pageCount }).where(eq(uploads.id, uploadId));
      if (result.status === 'done') {
        for (let i = 0; i < result.pages.length; i += INSERT_PAGES)
          await tx
            .insert(uploadTextPages)
            .values(result.pages.slice(i, i + INSERT_PAGES).map((p) => ({ uploadId, page: p.page, text: p.text })));
      }
      // The whole PDF's words onto the files that show it, where a search finds them in one index.
      const words =
        result.status === 'done'
          ? sql`(select strip(byggarkiv_tsvector_agg(${uploadTextPages.searchVector})) from ${uploadTextPages} where ${uploadTextPages.uploadId} = ${uploadId})`
          : null;
      // And its codes (a drawing number in the title block, a room number), found by a search's codes.
      const codes =
        result.status === 'done'
          ? sql`(select byggarkiv_text_codes(string_agg(${uploadTextPages.text}, ' ')) from ${uploadTextPages} where ${uploadTextPages.uploadId} = ${uploadId})`
          : null;
      for (const table of [constructionFiles, drawingFiles])
        await tx.update(table).set({ contentVector: words, contentCodes: codes }).where(eq(table.uploadId, uploadId));
    },
  };
}

/** The queue of PDFs waiting for their text (the uploads whose `text_status` is `pending`). */
export class TextExtractionQueue extends UploadJobQueue<ExtractResult> {
  constructor(
    ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
    opts: QueueOptions & Pick<ExtractOptions, 'timeoutMs' | 'maxMemoryMb'> = {},
  ) {
    super(ctx, textExtractionJob(opts), opts);
  }
}
