import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { constructionFiles, drawingFiles, fileRevisions, projects, uploads, type UserRow } from '../db/schema';
import { recordAudit } from '../audit/record';
import { allowLongStatements } from '../db/statement-timeout';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * Inside a transaction: deletes the projects `which` selects with everything that hangs on them — team,
 * activities and bookmarks, their files and drawings with the files' revisions and bookmarks (cascades), and the upload rows of their content and logos, so no one can read that content
 * afterwards. Answers how many projects went and the blobs to remove once the transaction has committed.
 * Subqueries, not id lists: an organization with 100,000 files needs no 100,000 parameters.
 */
export async function removeProjects(
  tx: Tx,
  which: SQL,
): Promise<{ deleted: number; blobs: string[]; gone: Array<{ id: string; name: string; organizationId: string }> }> {
  // An organization's hundreds of thousands of files go in these statements: longer than a request's may take.
  await allowLongStatements(tx);
  const inScope = sql`(select ${projects.id} from ${projects} where ${which})`;
  const filesOf = (table: typeof constructionFiles | typeof drawingFiles, column: 'id' | 'upload_id') =>
    sql`(select ${sql.identifier(column)} from ${table} where ${table.projectId} in ${inScope})`;
  const contents = await tx
    .delete(uploads)
    .where(
      or(
        sql`${uploads.id} in ${filesOf(constructionFiles, 'upload_id')}`,
        sql`${uploads.id} in ${filesOf(drawingFiles, 'upload_id')}`,
        // Earlier revisions of the files.
        sql`${uploads.id} in (select ${fileRevisions.uploadId} from ${fileRevisions} where ${fileRevisions.projectId} in ${inScope})`,
      ),
    )
    .returning({ key: uploads.storageKey });
  const rows = await tx.delete(projects).where(which).returning({
    id: projects.id,
    name: projects.name,
    organizationId: projects.organizationId,
    logoUploadId: projects.logoUploadId,
  });
  const logoIds = rows.map((r) => r.logoUploadId).filter((id): id is string => id !== null);
  const logos: Array<{ key: string }> = [];
  for (let i = 0; i < logoIds.length; i += 1000)
    logos.push(
      ...(await tx
        .delete(uploads)
        .where(inArray(uploads.id, logoIds.slice(i, i + 1000)))
        .returning({ key: uploads.storageKey })),
    );
  return {
    deleted: rows.length,
    blobs: [...contents, ...logos].map((b) => b.key),
    gone: rows.map(({ id, name, organizationId }) => ({ id, name, organizationId })),
  };
}

/** Blobs go after their rows: a failure here leaves an orphan blob (the sweep's), never a row without content. */
export async function removeBlobs(ctx: Pick<AppContext, 'storage' | 'log'>, keys: string[]): Promise<void> {
  for (const key of keys)
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
}

/** Deletes projects and everything on them in one transaction (all or none), their blobs after. */
export async function deleteProjects(ctx: AppContext, caller: UserRow, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { deleted, blobs } = await ctx.db.transaction(async (tx) => {
    const removed = await removeProjects(tx, inArray(projects.id, ids));
    await recordAudit(
      tx,
      { user: caller },
      removed.gone.map((p) => ({
        action: 'delete' as const,
        entityType: 'project' as const,
        entityId: p.id,
        entityName: p.name,
        projectId: p.id,
        organizationId: p.organizationId,
      })),
    );
    return removed;
  });
  await removeBlobs(ctx, blobs);
  // Their files go with them (at least as many rows again): the file tables are noted too.
  ctx.statistics.noteWrites(['projects', 'construction_files', 'drawing_files'], deleted);
  return deleted;
}

/** The projects of one organization, for its deletion. */
export const projectsOf = (organizationId: string) => eq(projects.organizationId, organizationId);
