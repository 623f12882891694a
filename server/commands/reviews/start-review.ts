/**
 * `POST review` (docs/api.md §7 "Reviews"): a project's files, each at its current revision, go to reviewers and then an
 * approver. The files become `shared` (the reviewers, maybe of another organization, read them so), each status
 * change recorded like a `PATCH`; the reviewers are mailed once it is committed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MSG_FILES, MSG_REVIEW } from '../../../common/messages';
import type { StartReviewBody } from '../../../common/api/review';
import type { AppContext } from '../../context';
import {
  fileRevisions,
  projectTeam,
  reviewFiles,
  reviewReviewers,
  reviews,
  users,
  type ConstructionFileRow,
  type DrawingFileRow,
  type ProjectRow,
  type UserRow,
} from '../../db/schema';
import { recordAudit } from '../../audit/record';
import { badRequest, conflict } from '../../errors';
import { can } from '../../policies/authorize';
import { visibleFile } from '../../queries/file-access';
import type { FileKindName } from '../../queries/file-kinds';
import { openReviewOf } from '../../queries/review-access';
import { isUuid } from '../../queries/ids';
import { loadReviewViews, type ReviewView } from '../../queries/review-view';
import { changeFileStatusInTx } from '../update-file';
import { sendReviewMails } from './send-review-mails';
import { reviewFact } from './review-fact';

/** Every reviewer and the approver must exist and be able to read the project's files once they are shared. */
async function checkPeople(ctx: AppContext, project: ProjectRow, ids: readonly string[]): Promise<void> {
  if (!ids.every(isUuid)) throw badRequest(MSG_REVIEW.unknownPerson);
  const [people, team] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids])),
    ctx.db
      .select({ userId: projectTeam.userId })
      .from(projectTeam)
      .where(and(eq(projectTeam.projectId, project.id), inArray(projectTeam.userId, [...ids]))),
  ]);
  if (people.length !== ids.length) throw badRequest(MSG_REVIEW.unknownPerson);
  const onTeam = new Set(team.map((t) => t.userId));
  for (const person of people) {
    if (!can(person, 'file.read', { project, onTeam: onTeam.has(person.id), status: 'shared' }))
      throw badRequest(MSG_REVIEW.personCannotRead);
  }
}

export async function startReview(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  body: StartReviewBody,
  origin: string,
): Promise<ReviewView> {
  const seen = new Set<string>();
  const files: Array<{ kind: FileKindName; row: ConstructionFileRow | DrawingFileRow }> = [];
  for (const ref of body.files) {
    if (seen.has(ref.id)) throw badRequest(MSG_REVIEW.fileTwice);
    seen.add(ref.id);
    const kind: FileKindName = ref.kind === 'drawingfile' ? 'drawing' : 'constructionfile';
    const { row } = await visibleFile(ctx.db, caller, kind, ref.id);
    if (row.projectId !== project.id) throw badRequest(MSG_REVIEW.fileNotInProject);
    if (!row.uploadId || !row.revision) throw badRequest(MSG_REVIEW.fileWithoutContent);
    files.push({ kind, row });
  }
  const reviewerIds = [...new Set(body.reviewers)];
  await checkPeople(ctx, project, [...new Set([...reviewerIds, body.approver])]);

  const reviewId = await ctx.db.transaction(async (tx) => {
    if (await openReviewOf(tx, [...seen])) throw conflict(MSG_FILES.inReview);
    const revisions = await tx
      .select({ id: fileRevisions.id, fileId: fileRevisions.fileId, uploadId: fileRevisions.uploadId })
      .from(fileRevisions)
      .where(inArray(fileRevisions.fileId, [...seen]));
    const [review] = await tx
      .insert(reviews)
      .values({
        projectId: project.id,
        name: body.name,
        message: body.message?.trim() ?? '',
        createdBy: caller.id,
        dueDate: body.dueDate,
        approverId: body.approver,
      })
      .returning();
    if (!review) throw new Error('insert returned no row');
    await tx.insert(reviewFiles).values(
      files.map(({ kind, row }, position) => ({
        reviewId: review.id,
        fileId: row.id,
        fileKind: kind,
        position,
        name: row.name,
        revisionId: revisions.find((r) => r.fileId === row.id && r.uploadId === row.uploadId)?.id ?? null,
        revision: row.revision,
        previousStatus: row.status,
      })),
    );
    await tx
      .insert(reviewReviewers)
      .values(reviewerIds.map((userId, position) => ({ reviewId: review.id, userId, position })));
    for (const { kind, row } of files) await changeFileStatusInTx(tx, caller, kind, row.id, 'shared');
    await recordAudit(tx, { user: caller }, reviewFact('review.start', review, project));
    return review.id;
  });
  const [view] = await loadReviewViews(ctx.db, caller, [reviewId]);
  if (!view) throw new Error('review vanished');
  await sendReviewMails(ctx, 'started', reviewerIds, view, caller, origin);
  return view;
}
