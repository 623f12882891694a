/** The background making of thumbnails (docs/api.md §6 "Thumbnails") on the upload job queue. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { uploadThumbnails } from '../db/schema';
import { UploadJobQueue, type QueueOptions, type UploadJob } from '../jobs/upload-job-queue';
import { renderThumbnail, THUMBNAIL_TYPE, type RenderOptions, type ThumbnailResult } from './render-thumbnail';

/** What a thumbnail can be made of; anything else (DWG, DXF, IFC) has none. */
export const THUMBNAIL_SOURCES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export function thumbnailJob(opts: RenderOptions = {}): UploadJob<ThumbnailResult> {
  return {
    name: 'thumbnail',
    columns: { status: 'thumbnail_status', lease: 'thumbnail_lease_until', attempts: 'thumbnail_attempts' },
    work: (file, upload) => renderThumbnail(file, upload.contentType, opts),
    failed: (reason) => ({ status: 'failed', reason }),
    async finish(tx, uploadId, result) {
      await tx.delete(uploadThumbnails).where(eq(uploadThumbnails.uploadId, uploadId));
      if (result.status === 'done')
        await tx.insert(uploadThumbnails).values({
          uploadId,
          contentType: THUMBNAIL_TYPE,
          width: result.width,
          height: result.height,
          data: result.data,
        });
    },
  };
}

export class ThumbnailQueue extends UploadJobQueue<ThumbnailResult> {
  constructor(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>, opts: QueueOptions & RenderOptions = {}) {
    super(ctx, thumbnailJob(opts), opts);
  }
}
