import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { constructionFiles, drawingFiles, projects, uploads } from '../db/schema';
import { discardUpload } from './claim-upload';

/**
 * Deletes projects with everything that hangs on them (team, activities, bookmarks, files), in one
 * transaction: either all go or none; their blobs after. Callers check every id first.
 */
export async function deleteProjects(ctx: AppContext, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { deleted, blobs } = await ctx.db.transaction(async (tx) => {
    const fileUploads = [
      ...(await tx
        .select({ id: constructionFiles.uploadId })
        .from(constructionFiles)
        .where(inArray(constructionFiles.projectId, ids))),
      ...(await tx
        .select({ id: drawingFiles.uploadId })
        .from(drawingFiles)
        .where(inArray(drawingFiles.projectId, ids))),
    ]
      .map((r) => r.id)
      .filter((x): x is string => x !== null);
    const rows = await tx
      .delete(projects)
      .where(inArray(projects.id, ids))
      .returning({ id: projects.id, logo: projects.logo });
    const gone = fileUploads.length
      ? await tx.delete(uploads).where(inArray(uploads.id, fileUploads)).returning({ key: uploads.storageKey })
      : [];
    return { deleted: rows, blobs: gone.map((g) => g.key) };
  });
  // Blobs go after their rows: a failure here leaves an orphan blob, never a row without content.
  for (const row of deleted) await discardUpload(ctx, row.logo);
  for (const key of blobs)
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
  return deleted.length;
}
