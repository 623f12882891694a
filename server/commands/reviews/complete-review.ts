/**
 * `POST review/{id}/complete`: a reviewer marks their part done, once (409 again). The last one to do so makes the
 * review ready: the approver is mailed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MSG_REVIEW } from '../../../common/messages';
import type { AppContext } from '../../context';
import { reviewReviewers, type UserRow } from '../../db/schema';
import { recordAudit } from '../../audit/record';
import { conflict } from '../../errors';
import { loadReviewViews, type ReviewView } from '../../queries/review-view';
import { lockOpenReview } from './lock-review';
import { reviewFact } from './review-fact';
import { sendReviewMails } from './send-review-mails';

export async function completeReview(
  ctx: AppContext,
  caller: UserRow,
  view: ReviewView,
  comment: string | undefined,
  origin: string,
): Promise<ReviewView> {
  const ready = await ctx.db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, view.row.id);
    const [done] = await tx
      .update(reviewReviewers)
      .set({ completedAt: new Date(), comment: comment?.trim() ?? '' })
      .where(
        and(
          eq(reviewReviewers.reviewId, review.id),
          eq(reviewReviewers.userId, caller.id),
          isNull(reviewReviewers.completedAt),
        ),
      )
      .returning({ userId: reviewReviewers.userId });
    if (!done) throw conflict(MSG_REVIEW.alreadyCompleted);
    await recordAudit(tx, { user: caller }, reviewFact('review.complete', review, view.project));
    const waiting = await tx
      .select({ userId: reviewReviewers.userId })
      .from(reviewReviewers)
      .where(and(eq(reviewReviewers.reviewId, review.id), isNull(reviewReviewers.completedAt)))
      .limit(1);
    return waiting.length === 0;
  });
  const [after] = await loadReviewViews(ctx.db, caller, [view.row.id]);
  if (!after) throw new Error('review vanished');
  if (ready) await sendReviewMails(ctx, 'ready', [after.row.approverId], after, caller, origin);
  return after;
}
