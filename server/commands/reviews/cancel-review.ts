/**
 * `POST review/{id}/cancel`: its creator (or whoever may change the project) stops an open review. Its files get back
 * the status they had before it (unless someone changed it since), and those taking part are mailed.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reviews, type UserRow } from '../../db/schema';
import { recordAudit } from '../../audit/record';
import { loadReviewViews, type ReviewView } from '../../queries/review-view';
import { changeFileStatusInTx } from '../update-file';
import { lockOpenReview } from './lock-review';
import { reviewFact } from './review-fact';
import { sendReviewMails } from './send-review-mails';

export async function cancelReview(
  ctx: AppContext,
  caller: UserRow,
  view: ReviewView,
  origin: string,
): Promise<ReviewView> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockOpenReview(tx, view.row.id);
    await tx.update(reviews).set({ status: 'cancelled', closedAt: new Date() }).where(eq(reviews.id, review.id));
    for (const file of view.files) {
      if (file.current?.status === 'shared' && file.previousStatus !== 'shared')
        await changeFileStatusInTx(tx, caller, file.fileKind, file.fileId, file.previousStatus);
    }
    await recordAudit(tx, { user: caller }, reviewFact('review.cancel', review, view.project));
  });
  const [after] = await loadReviewViews(ctx.db, caller, [view.row.id]);
  if (!after) throw new Error('review vanished');
  const recipients = [...after.reviewers.map((r) => r.userId), after.row.approverId, after.row.createdBy];
  await sendReviewMails(
    ctx,
    'cancelled',
    recipients.filter((id) => id !== caller.id),
    after,
    caller,
    origin,
  );
  return after;
}
