/** Inside a review step's transaction: the review row, locked, so two steps at once are taken one after the other. */
import { eq } from 'drizzle-orm';
import { MSG_REVIEW } from '../../../common/messages';
import type { AppContext } from '../../context';
import { reviews, type ReviewRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** The open review (409 once it is closed, 404 once it is gone). */
export async function lockOpenReview(tx: Tx, id: string): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound(MSG_REVIEW.notFound);
  if (row.status !== 'open') throw conflict(MSG_REVIEW.closed);
  return row;
}
