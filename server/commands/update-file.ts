import { and, eq, ne } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import {
  constructionFileColumns,
  constructionFiles,
  drawingFileColumns,
  drawingFiles,
  type ConstructionFileRow,
  type DrawingFileRow,
  type UserRow,
} from '../db/schema';
import { conflict, notFound } from '../errors';
import { openReviewOf } from '../queries/review-access';
import { fileFact, recordAudit, statusChange } from '../audit/record';
import { claimUpload } from './claim-upload';
import { addRevisionInTx } from './revisions';
import { settleRevisionStatus } from './published-revision';
import type { FileStatus } from '../../common/api/files';
import { requireFileName } from './create-file';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * A status change inside the caller's transaction (a review's start and close): the same write and the same audit
 * event as a `PATCH` of `status` alone, so the search index, the caches and the log follow it. False when the file
 * is gone or already has that status.
 */
export async function changeFileStatusInTx(
  tx: Tx,
  caller: UserRow,
  kind: FileKindName,
  id: string,
  status: FileStatus,
): Promise<boolean> {
  const { table } = FILE_KINDS[kind];
  const [row] = await tx
    .update(table)
    .set({ status })
    .where(and(eq(table.id, id), ne(table.status, status)))
    .returning({ id: table.id, name: table.name, projectId: table.projectId, organizationId: table.organizationId });
  // The status is the current revision's (docs/api.md §7 "Status per revision"): a review's files are at the
  // revision it recorded, since a new revision of a file under an open review is refused.
  await settleRevisionStatus(tx, kind, id);
  if (row) await recordAudit(tx, { user: caller }, fileFact('status', FILE_KINDS[kind].purpose, row));
  return row !== undefined;
}

interface CommonChanges {
  name?: string;
  url?: string;
  status?: FileStatus;
}

/**
 * A new url is the file's next revision (docs/api.md §6 "Revisions": the earlier content stays readable in the
 * history). A change of status alone is recorded as such in the audit log.
 */
async function update<
  Row extends {
    id: string;
    name: string;
    uploadId: string | null;
    projectId: string;
    organizationId: string;
    status: FileStatus;
    revision: string | null;
  },
>(
  ctx: AppContext,
  caller: UserRow,
  row: Row,
  changes: CommonChanges & Record<string, unknown>,
  purpose: 'constructionfile' | 'drawing',
  write: (
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    values: Record<string, unknown>,
  ) => Promise<Row | undefined>,
): Promise<Row> {
  const { url, name, ...rest } = changes;
  const values: Record<string, unknown> = { ...rest };
  if (name !== undefined) values.name = requireFileName(name);
  const onlyStatus = Object.keys(values).length === 1 && values.status !== undefined && values.status !== row.status;
  const updated = await ctx.db.transaction(async (tx) => {
    // A file under an open review is `shared` until the approver decides (or the creator cancels): its status is
    // the review's to change, not a PATCH's.
    if (values.status !== undefined && values.status !== row.status && (await openReviewOf(tx, [row.id])))
      throw conflict(MSG_FILES.statusInReview);
    if (url !== undefined) {
      const upload = await claimUpload(tx, caller, url, purpose, 'url');
      await addRevisionInTx(tx, caller, purpose, row, upload, { status: values.status as FileStatus | undefined });
    }
    // Also after a new revision alone: the row read back carries it.
    let result = await write(tx, Object.keys(values).length === 0 ? { id: row.id } : values);
    // Deleted between the route's lookup and this write: gone, so 404 (with the spec's text), and the
    // transaction rolls back the claim of a new upload.
    if (!result) throw notFound(MSG_FILES.notUpdated);
    // A status change acts on the current revision (docs/api.md §7 "Status per revision").
    if (values.status !== undefined) result = { ...result, ...(await settleRevisionStatus(tx, purpose, row.id)) };
    if (Object.keys(values).length > 0)
      await recordAudit(
        tx,
        { user: caller },
        onlyStatus
          ? statusChange(fileFact('status', purpose, result), row.status, result.status)
          : fileFact('update', purpose, result),
      );
    return result;
  });
  if (url !== undefined) ctx.contentJobs.nudge();
  return updated;
}

export function updateConstructionFile(
  ctx: AppContext,
  caller: UserRow,
  row: ConstructionFileRow,
  changes: { name?: string; year?: number | null; documentType?: string; url?: string; status?: FileStatus },
): Promise<ConstructionFileRow> {
  return update(ctx, caller, row, changes, 'constructionfile', async (tx, values) => {
    const [r] = await tx
      .update(constructionFiles)
      .set(values)
      .where(eq(constructionFiles.id, row.id))
      .returning(constructionFileColumns);
    return r;
  });
}

export function updateDrawing(
  ctx: AppContext,
  caller: UserRow,
  row: DrawingFileRow,
  changes: {
    name?: string;
    drawingType?: string;
    info?: string;
    drawingNumber?: string;
    scale?: string;
    url?: string;
    status?: FileStatus;
  },
): Promise<DrawingFileRow> {
  return update(ctx, caller, row, changes, 'drawing', async (tx, values) => {
    const [r] = await tx
      .update(drawingFiles)
      .set(values)
      .where(eq(drawingFiles.id, row.id))
      .returning(drawingFileColumns);
    return r;
  });
}
