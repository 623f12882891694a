/**
 * The background work on uploaded files — a PDF's text, a thumbnail — taken from the database under leases: each
 * instance does what its configuration turns on (PDF_TEXT_EXTRACTION, THUMBNAILS) and leaves the rest pending for
 * another. Started when the app is ready, stopped as it closes; `nudge` wakes them after an upload.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { BlobStore } from '../storage/blob-store';
import { TextExtractionQueue } from '../text/text-extraction-queue';
import { ThumbnailQueue } from '../thumbnails/thumbnail-queue';

export function registerContentJobs(
  app: FastifyInstance,
  deps: { db: Db; storage: BlobStore; config: Config },
): AppContext['contentJobs'] {
  const jobContext = { db: deps.db, storage: deps.storage, log: app.log };
  const queues = [
    ...(deps.config.pdfTextExtraction ? [new TextExtractionQueue(jobContext)] : []),
    ...(deps.config.thumbnails ? [new ThumbnailQueue(jobContext)] : []),
  ];
  for (const queue of queues) {
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  }
  return { nudge: () => queues.forEach((queue) => queue.nudge()) };
}
