/**
 * The files a ZIP download holds, read a page at a time in id order (keyset: every page costs the same), each
 * with its current revision's blob and a unique entry name.
 */
import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileRevisions, uploads } from '../db/schema';
import { downloadName } from '../presenters/file';
import { uniqueEntryName, type ZipEntry } from '../storage/zip-writer';
import type { FileTable } from './file-kinds';

const PAGE = 200;

export interface ZipFileEntry extends ZipEntry {
  file: { id: string; name: string; projectId: string; organizationId: string };
}

export async function* zipEntries(
  db: Db,
  table: FileTable,
  where: SQL | undefined,
  /** The upload each row is read at (visibility.ts seenUpload); the current revision's by default. */
  upload: SQL = sql`${table.uploadId}`,
): AsyncGenerator<ZipFileEntry> {
  const taken = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: table.id,
        name: table.name,
        projectId: table.projectId,
        organizationId: table.organizationId,
        // The content's own date: a revised file's entry carries its revision's, not revision A's; an outsider's
        // entry at the last published revision (visibility.ts seenUpload) carries that revision's.
        date: sql<Date>`case when ${uploads.id} = ${table.uploadId} then coalesce(${table.revisedAt}, ${table.createdAt})
          else coalesce((select r.created_at from ${fileRevisions} r where r.file_id = ${table.id}
            and r.upload_id = ${uploads.id} limit 1), ${table.createdAt}) end`.mapWith(table.createdAt),
        storageKey: uploads.storageKey,
        fileName: uploads.fileName,
        contentType: uploads.contentType,
      })
      .from(table)
      .innerJoin(uploads, sql`${uploads.id} = ${upload}`)
      .where(and(where, after ? gt(table.id, after) : undefined))
      .orderBy(asc(table.id))
      .limit(PAGE);
    for (const row of rows) {
      yield {
        name: uniqueEntryName(downloadName(row.name, row), taken),
        storageKey: row.storageKey,
        date: row.date,
        file: { id: row.id, name: row.name, projectId: row.projectId, organizationId: row.organizationId },
      };
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)?.id;
  }
}

/**
 * What the ZIP of `where` would stream, in bytes: its current revisions' sizes added up (stored with each upload),
 * so a download past ZIP_MAX_MB is refused before its first byte.
 */
export async function zipBytes(
  db: Db,
  table: FileTable,
  where: SQL | undefined,
  upload: SQL = sql`${table.uploadId}`,
): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${uploads.size}), 0)` })
    .from(table)
    .innerJoin(uploads, sql`${uploads.id} = ${upload}`)
    .where(where);
  return Number(row?.bytes ?? 0);
}
