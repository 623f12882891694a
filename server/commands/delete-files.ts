import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { fileFact, recordAudit } from '../audit/record';
import { fileBookmarks, uploads, type UserRow } from '../db/schema';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';

/**
 * Deletes files or drawings and their bookmarks in one transaction, then their blobs: a failure can leave
 * an orphan blob (cleanupUploads removes it a day later), never a row whose content is gone.
 */
export async function deleteFiles(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const { table } = FILE_KINDS[kind];
  const { deleted, blobs } = await ctx.db.transaction(async (tx) => {
    const rows = await tx.delete(table).where(inArray(table.id, ids)).returning({
      id: table.id,
      name: table.name,
      uploadId: table.uploadId,
      projectId: table.projectId,
      organizationId: table.organizationId,
    });
    await recordAudit(
      tx,
      { user: caller },
      rows.map((row) => fileFact('delete', kind === 'drawing' ? 'drawing' : 'constructionfile', row)),
    );
    await tx.delete(fileBookmarks).where(inArray(fileBookmarks.fileId, ids));
    const uploadIds = rows.map((r) => r.uploadId).filter((x): x is string => x !== null);
    const gone = uploadIds.length
      ? await tx.delete(uploads).where(inArray(uploads.id, uploadIds)).returning({ key: uploads.storageKey })
      : [];
    return { deleted: rows.length, blobs: gone.map((g) => g.key) };
  });
  for (const key of blobs)
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
  return deleted;
}
