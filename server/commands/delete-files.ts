import { getTableName, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { fileFact, recordAudit } from '../audit/record';
import { fileRevisions, uploads, type UserRow } from '../db/schema';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';

/**
 * Deletes files or drawings, their revisions and bookmarks (by the foreign keys' cascade) and every revision's upload
 * in one transaction, then their blobs: a failure can leave
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
    // Read before the files go: their revisions go with them.
    const revisionUploads = await tx
      .select({ id: fileRevisions.uploadId })
      .from(fileRevisions)
      .where(inArray(fileRevisions.fileId, ids));
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
    const uploadIds = [
      ...new Set([...rows.map((r) => r.uploadId), ...revisionUploads.map((r) => r.id)].filter((x) => x !== null)),
    ];
    const gone = uploadIds.length
      ? await tx.delete(uploads).where(inArray(uploads.id, uploadIds)).returning({ key: uploads.storageKey })
      : [];
    return { deleted: rows.length, blobs: gone.map((g) => g.key) };
  });
  for (const key of blobs)
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
  return deleted;
}

/**
 * A bulk delete (`delete_files_bulk`, `delete_drawings_bulk`): the rows it removed are also noted for the planner's
 * statistics, analysed in the background once a tenth of the table changed (db/statistics.ts).
 */
export async function deleteFilesInBulk(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  ids: string[],
): Promise<number> {
  const deleted = await deleteFiles(ctx, caller, kind, ids);
  ctx.statistics.noteWrites([getTableName(FILE_KINDS[kind].table)], deleted);
  return deleted;
}
