/**
 * Finding reviews: one the caller may read (404 otherwise, the same for missing and invisible ones), and the list
 * of `GET review`, whose scope is the SQL twin of policies/rules `review.read`.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MSG_REVIEW } from '../../common/messages';
import { REVIEW_STATUSES, type ReviewListQuery, type ReviewStatus } from '../../common/api/review';
import type { Db } from '../db/client';
import { projects, reviewFiles, reviewReviewers, reviews, type UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { can } from '../policies/authorize';
import { isUuid } from './ids';
import { loadReviewViews, reviewTarget, type ReviewView } from './review-view';
import { reviewScope, takesPartInReview } from '../policies/scopes';

export async function visibleReview(db: Db, caller: UserRow, id: string): Promise<ReviewView> {
  const [view] = isUuid(id) ? await loadReviewViews(db, caller, [id]) : [];
  if (!view || !can(caller, 'review.read', reviewTarget(view))) throw notFound(MSG_REVIEW.notFound);
  return view;
}

/** What waits for the caller: their own part not done yet, or, once every reviewer is done, the approver's. */
function waitingFor(userId: string): SQL {
  const ownPartOpen = sql`exists (select 1 from ${reviewReviewers} where ${reviewReviewers.reviewId} = ${reviews.id}
    and ${reviewReviewers.userId} = ${userId} and ${reviewReviewers.completedAt} is null)`;
  const everyoneDone = sql`not exists (select 1 from ${reviewReviewers} where ${reviewReviewers.reviewId} = ${reviews.id}
    and ${reviewReviewers.completedAt} is null)`;
  return and(eq(reviews.status, 'open'), or(ownPartOpen, and(eq(reviews.approverId, userId), everyoneDone))) as SQL;
}

function statusFilter(value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  const wanted = new Set<ReviewStatus>();
  for (const part of value.split(',').map((s) => s.trim())) {
    if (part === 'closed') REVIEW_STATUSES.filter((s) => s !== 'open').forEach((s) => wanted.add(s));
    else if ((REVIEW_STATUSES as readonly string[]).includes(part)) wanted.add(part as ReviewStatus);
    else throw badRequest(`Unknown review status: ${part.slice(0, 40)}`);
  }
  return inArray(reviews.status, [...wanted]);
}

export async function listReviews(
  db: Db,
  caller: UserRow,
  query: ReviewListQuery,
): Promise<{ skip: number; limit: number; total: number; views: ReviewView[] }> {
  const skip = query.skip ?? 0;
  const limit = Math.min(query.limit ?? 50, 500);
  const where = and(
    reviewScope(caller),
    query.project ? (isUuid(query.project) ? eq(reviews.projectId, query.project) : sql`false`) : undefined,
    statusFilter(query.status),
    query.mine === 'true' ? takesPartInReview(caller.id) : undefined,
    query.role === 'waiting' ? waitingFor(caller.id) : undefined,
    query.role === 'created' ? eq(reviews.createdBy, caller.id) : undefined,
  );
  const base = db.select({ id: reviews.id }).from(reviews).innerJoin(projects, eq(projects.id, reviews.projectId));
  const [page, counted] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : base
          .where(where)
          // Open ones by their due date first; closed ones newest first.
          .orderBy(
            sql`${reviews.status} <> 'open'`,
            sql`case when ${reviews.status} = 'open' then ${reviews.dueDate} end`,
            desc(reviews.createdAt),
            desc(reviews.id),
          )
          .offset(skip)
          .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .where(where),
  ]);
  const views = await loadReviewViews(
    db,
    caller,
    page.map((r) => r.id),
  );
  return { skip, limit, total: counted[0]?.n ?? 0, views };
}

/** Whether one of `fileIds` is under an open review (a new revision of it is refused meanwhile). */
export async function openReviewOf(
  db: Pick<Db, 'select'>,
  fileIds: readonly string[],
): Promise<{ reviewId: string; fileId: string } | undefined> {
  if (fileIds.length === 0) return undefined;
  const [hit] = await db
    .select({ reviewId: reviewFiles.reviewId, fileId: reviewFiles.fileId })
    .from(reviewFiles)
    .innerJoin(reviews, eq(reviews.id, reviewFiles.reviewId))
    .where(and(inArray(reviewFiles.fileId, [...fileIds]), eq(reviews.status, 'open')))
    .limit(1);
  return hit;
}
