/**
 * Status per revision (docs/api.md §7 "Status per revision", migration 0037). The file's `status` is its current
 * revision's: whoever changes it writes the file row and then calls settleRevisionStatus, which copies it onto the
 * current revision and points the file at its last published revision (published, or archived after it) with the
 * status callers who may not see work in progress get (`outside_status`). What such a caller sees is then one
 * join away (queries/seen-file.ts), and every writer keeps the pointer the same way.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { fileRevisions, type FILE_STATUS_VALUES } from '../db/schema';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
type Status = (typeof FILE_STATUS_VALUES)[number];

/** Sets one revision's status (an approval publishes the revision its review recorded) and settles the file. */
export async function setRevisionStatusInTx(
  tx: Tx,
  kind: FileKindName,
  fileId: string,
  revisionId: string,
  status: Status,
): Promise<void> {
  await tx
    .update(fileRevisions)
    .set({ status })
    .where(and(eq(fileRevisions.id, revisionId), eq(fileRevisions.fileId, fileId)));
  await pointAtPublished(tx, kind, fileId);
}

/** The file's status onto its current revision, then the pointer to its last published one. */
export async function settleRevisionStatus(
  tx: Tx,
  kind: FileKindName,
  fileId: string,
): Promise<{ publishedRevisionId: string | null; outsideStatus: Status; outsideRevisionCount: number }> {
  const { table } = FILE_KINDS[kind];
  await tx.execute(
    sql`update ${fileRevisions} r set status = f.status from ${table} f
      where f.id = ${fileId} and r.file_id = f.id and r.upload_id = f.upload_id and r.status <> f.status`,
  );
  return pointAtPublished(tx, kind, fileId);
}

async function pointAtPublished(tx: Tx, kind: FileKindName, fileId: string) {
  const { table } = FILE_KINDS[kind];
  // The newest revision that was published, read twice in the one statement (the planner runs it once per use).
  const last = sql`(select r.id, r.status from ${fileRevisions} r where r.file_id = ${fileId}
    and r.status in ('published', 'archived') order by r.created_at desc, r.id desc limit 1)`;
  const [row] = await tx
    .update(table)
    .set({
      publishedRevisionId: sql`(select l.id from ${last} l)`,
      outsideStatus: sql`coalesce((select l.status from ${last} l), ${table.status})`,
      // What outsiders list: the published revisions, or the one they see while none was (revision-view.ts).
      outsideRevisionCount: sql`least(${table.revisionCount}, greatest(1, (select count(*)::int from ${fileRevisions} r
        where r.file_id = ${fileId} and r.status in ('published', 'archived'))))`,
    })
    .where(eq(table.id, fileId))
    .returning({
      publishedRevisionId: table.publishedRevisionId,
      outsideStatus: table.outsideStatus,
      outsideRevisionCount: table.outsideRevisionCount,
    });
  return row ?? { publishedRevisionId: null, outsideStatus: 'wip' as const, outsideRevisionCount: 0 };
}
