/**
 * Revisions of construction files and drawings (docs/api.md §6 "Revisions"): each upload of a file's content is a
 * revision with a code; the file row points at the current one, so lists, search and content need no join.
 */
import { eq, sql } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import { fileRevisions, type UploadRow, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { fileFact, recordAudit } from '../audit/record';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';
import { claimUpload } from './claim-upload';
import { openReviewOf } from '../queries/review-access';
import { nextRevisionCode } from '../../common/revision-codes';
import type { FileStatus } from '../../common/api/files';
import { settleRevisionStatus } from './published-revision';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

interface FileRef {
  id: string;
  name: string;
  projectId: string;
  organizationId: string;
  /** Set on a register entry without content when its import named the revision its PDF will be. */
  revision: string | null;
}

/** The codes a file has used, newest last. */
async function codesOf(tx: Tx, fileId: string): Promise<string[]> {
  const rows = await tx
    .select({ revision: fileRevisions.revision })
    .from(fileRevisions)
    .where(eq(fileRevisions.fileId, fileId))
    .orderBy(fileRevisions.createdAt, fileRevisions.id);
  return rows.map((r) => r.revision);
}

/**
 * Inside the caller's transaction: makes `upload` the file's new current revision (`code`, or the next one) and
 * records it. A code the file already has → 409, and so does a file under an open review. The file's PDF words go with the old revision; the new ones
 * arrive with the text extraction.
 */
export async function addRevisionInTx(
  tx: Tx,
  caller: UserRow,
  kind: FileKindName,
  file: FileRef,
  upload: Pick<UploadRow, 'id'>,
  opts: { revision?: string; comment?: string; audit?: boolean; status?: FileStatus } = {},
): Promise<string> {
  // docs/api.md §7 "Status per revision": a new revision is work in progress until it is checked; those who may not
  // see work in progress keep the last published one (settleRevisionStatus points the file at it).
  const status = opts.status ?? 'wip';
  // docs/api.md §7: the revision under review is what the reviewers read and the approver decides on.
  if (await openReviewOf(tx, [file.id])) throw conflict(MSG_FILES.inReview);
  const used = await codesOf(tx, file.id);
  const preset = used.length === 0 ? file.revision : null;
  const code = opts.revision?.trim() || preset || nextRevisionCode(used, used.at(-1) ?? null);
  if (used.some((c) => c.toUpperCase() === code.toUpperCase())) throw conflict(MSG_FILES.revisionTaken);
  await tx
    .insert(fileRevisions)
    .values({
      fileId: file.id,
      fileKind: kind,
      projectId: file.projectId,
      uploadId: upload.id,
      revision: code,
      comment: opts.comment ?? '',
      status,
      createdBy: caller.id,
    })
    .catch((err: unknown) => {
      // Two people adding the same code at once: the index decides, the second is told as if it had looked. The
      // file deleted meanwhile: its foreign key refuses the revision, and the file is not updated.
      if (isUniqueViolation(err)) throw conflict(MSG_FILES.revisionTaken);
      throw isForeignKeyViolation(err) ? notFound(MSG_FILES.notUpdated) : err;
    });
  const { table } = FILE_KINDS[kind];
  await tx
    .update(table)
    .set({
      uploadId: upload.id,
      revision: code,
      revisionCount: sql`${table.revisionCount} + 1`,
      revisedAt: sql`now()`,
      status,
      contentVector: null,
      contentCodes: null,
    })
    .where(eq(table.id, file.id));
  await settleRevisionStatus(tx, kind, file.id);
  if (opts.audit !== false)
    await recordAudit(
      tx,
      { user: caller },
      fileFact('revision', kind === 'drawing' ? 'drawing' : 'constructionfile', file),
    );
  return code;
}

/** `POST …/revisions`: claims the caller's upload and makes it the file's next revision. */
export async function addRevision(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  file: FileRef,
  body: { url: string; revision?: string; comment?: string; status?: FileStatus },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const upload = await claimUpload(tx, caller, body.url, FILE_KINDS[kind].purpose, 'url');
    await addRevisionInTx(tx, caller, kind, file, upload, {
      revision: body.revision,
      comment: body.comment,
      status: body.status,
    });
  });
  ctx.contentJobs.nudge();
}
