/**
 * `GET …/content?markups=published` (docs/api.md §7): a new PDF with the revision's published markups drawn in; the
 * stored file never changes. Only this path reads a stored file whole into memory, so it is bounded: a PDF over
 * MAX_MARKUP_PDF_BYTES is 413, other content 415, and a PDF pdf-lib cannot read (damaged, encrypted) 422. A
 * revision without published markups is sent as it is stored (Range and all).
 */
import type { FastifyReply } from 'fastify';
import { MAX_MARKUP_PDF_BYTES } from '../../common/api/markups';
import { MSG_FILES, MSG_MARKUP } from '../../common/messages';
import type { AppContext } from '../context';
import type { FileRevisionRow } from '../db/schema';
import { AppError, notFound, overLimit } from '../errors';
import { flattenMarkups } from '../markups/flatten-markups';
import { publishedMarkups } from '../queries/markup-view';
import { findUpload } from '../queries/upload-view';
import { errorSchema } from '../../common/api/shared';
import { contentDisposition } from './send-blob';
import { downloadName } from '../presenters/file';

/** The content routes' description and error answers, `markups=` included. */
export const MARKED_UP =
  "The revision's bytes as stored (Range, ETag). `markups=published`: a new PDF with that revision's published " +
  'markups drawn into its pages, readable in any PDF reader (the stored file never changes; without published ' +
  'markups, the stored file). 413 for a PDF over 100 MB, 415 for content that is no PDF, 422 for a PDF that ' +
  'cannot be read (damaged or encrypted), 503 while too many are being drawn.';
export const markedUpErrors = {
  401: errorSchema,
  404: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  503: errorSchema,
};

async function readWhole(ctx: AppContext, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await ctx.storage.get(storageKey)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    // The stored size was checked; a blob that grew past it is not read on.
    if (size > MAX_MARKUP_PDF_BYTES) throw overLimit(MSG_MARKUP.pdfTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

export interface MarkedUpContent {
  revision: FileRevisionRow;
  /** The file's name as the download is called (the revision's code in it for an earlier one). */
  name: string;
  download: boolean;
  /** The stored content as it is, when there is nothing to draw. */
  asStored: () => Promise<unknown>;
  /** Notes the read in the audit log. */
  recordRead: () => void;
}

export async function sendWithMarkups(ctx: AppContext, reply: FastifyReply, content: MarkedUpContent) {
  const upload = await findUpload(ctx.db, content.revision.uploadId);
  if (!upload) throw notFound(MSG_FILES.uploadNotFound);
  if (upload.contentType !== 'application/pdf') throw new AppError(415, MSG_MARKUP.notPdf, 'MARKUP_NOT_PDF');
  const markups = await publishedMarkups(ctx.db, content.revision.id);
  if (markups.length === 0) return content.asStored();
  if (upload.size > MAX_MARKUP_PDF_BYTES) throw overLimit(MSG_MARKUP.pdfTooLarge);
  const result = await flattenMarkups(await readWhole(ctx, upload.storageKey), markups);
  if (result.status === 'failed') {
    ctx.log.warn({ uploadId: upload.id, reason: result.reason }, 'markups not drawn into a PDF');
    throw new AppError(422, MSG_MARKUP.pdfUnreadable, 'MARKUP_PDF_UNREADABLE');
  }
  content.recordRead();
  const name = downloadName(content.name, upload).replace(/(\.pdf)?$/i, ' (markeringar).pdf');
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(content.download ? 'attachment' : 'inline', name))
    .header('Content-Length', result.data.length)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(result.data);
}
