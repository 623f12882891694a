/** An upload's row and its thumbnail, read by id (the content and thumbnail routes, markups drawn into a PDF). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads, uploadThumbnails, type UploadRow } from '../db/schema';
import { isUuid } from './ids';

/** The upload, or undefined when there is none (no id: a file without content; an id that is no uuid names none). */
export async function findUpload(db: Db, id: string | null): Promise<UploadRow | undefined> {
  const [upload] = id && isUuid(id) ? await db.select().from(uploads).where(eq(uploads.id, id)) : [];
  return upload;
}

/** The upload's thumbnail status and its thumbnail (null until one was made); undefined without an upload. */
export async function findThumbnail(db: Db, uploadId: string | null) {
  const [found] = uploadId
    ? await db
        .select({ status: uploads.thumbnailStatus, thumb: uploadThumbnails })
        .from(uploads)
        .leftJoin(uploadThumbnails, eq(uploadThumbnails.uploadId, uploads.id))
        .where(eq(uploads.id, uploadId))
    : [];
  return found;
}
