/**
 * `POST review/{id}/decide`: the approver's decision per file, once every reviewer is done (409 REVIEW_NOT_READY
 * before). Decisions may come in several calls and be changed while the review is open; when every file has one,
 * the review closes: approved files (with or without comments) are published, rejected ones go back to work in
 * progress, each status change recorded like a `PATCH`, and the creator is mailed the outcome.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MSG_REVIEW } from '../../../common/messages';
import type { DecideReviewBody, ReviewStatus } from '../../../common/api/review';
import type { AppContext } from '../../context';
import { reviewFiles, reviewReviewers, reviews, type ReviewFileRow, type UserRow } from '../../db/schema';
import { recordAudit } from '../../audit/record';
import { badRequest, conflict } from '../../errors';
import { loadReviewViews, type ReviewView } from '../../queries/review-view';
import { changeFileStatusInTx } from '../update-file';
import { setRevisionStatusInTx } from '../published-revision';
import { lockOpenReview } from './lock-review';
import { reviewFact } from './review-fact';
import { sendReviewMails } from './send-review-mails';

/** The outcome of a review whose every file has a decision. */
function outcome(files: ReadonlyArray<Pick<ReviewFileRow, 'decision'>>): ReviewStatus {
  const rejected = files.filter((f) => f.decision === 'rejected').length;
  if (rejected === 0) return 'approved';
  return rejected === files.length ? 'rejected' : 'partly_approved';
}

export async function decideReview(
  ctx: AppContext,
  caller: UserRow,
  view: ReviewView,
  body: DecideReviewBody,
  origin: string,
): Promise<ReviewView> {
  const ids = new Set<string>();
  for (const d of body.decisions) {
    if (ids.has(d.id)) throw badRequest(MSG_REVIEW.fileTwice);
    ids.add(d.id);
  }
  const closed = await ctx.db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, view.row.id);
    const waiting = await tx
      .select({ userId: reviewReviewers.userId })
      .from(reviewReviewers)
      .where(and(eq(reviewReviewers.reviewId, review.id), isNull(reviewReviewers.completedAt)))
      .limit(1);
    if (waiting.length > 0) throw conflict(MSG_REVIEW.notReady);
    const files = await tx.select().from(reviewFiles).where(eq(reviewFiles.reviewId, review.id));
    const now = new Date();
    for (const d of body.decisions) {
      const file = files.find((f) => f.fileId === d.id);
      if (!file) throw badRequest(MSG_REVIEW.fileNotInReview);
      Object.assign(file, { decision: d.decision, decisionComment: d.comment?.trim() ?? '', decidedAt: now });
      await tx
        .update(reviewFiles)
        .set({ decision: file.decision, decisionComment: file.decisionComment, decidedAt: now })
        .where(and(eq(reviewFiles.reviewId, review.id), eq(reviewFiles.fileId, file.fileId)));
    }
    await recordAudit(tx, { user: caller }, reviewFact('review.decide', review, view.project));
    if (files.some((f) => f.decision === null)) return false;
    await tx
      .update(reviews)
      .set({ status: outcome(files), closedAt: now })
      .where(eq(reviews.id, review.id));
    for (const file of files) {
      const status = file.decision === 'rejected' ? 'wip' : 'published';
      await changeFileStatusInTx(tx, caller, file.fileKind, file.fileId, status);
      // The decision is on the revision the review recorded (docs/api.md §7): approving publishes that one, and
      // rejecting leaves the last published revision what outsiders see.
      if (file.revisionId) await setRevisionStatusInTx(tx, file.fileKind, file.fileId, file.revisionId, status);
    }
    return true;
  });
  const [after] = await loadReviewViews(ctx.db, caller, [view.row.id]);
  if (!after) throw new Error('review vanished');
  if (closed) await sendReviewMails(ctx, 'closed', [after.row.createdBy], after, caller, origin);
  return after;
}
