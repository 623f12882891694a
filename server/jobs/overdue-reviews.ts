/**
 * Open reviews past their due date for the daily deadline mail (docs/api.md §7 "Reviews"): each goes to whoever it waits
 * for — reviewers who have not completed their part, and, once they all have, the approver — among those who get
 * the mail and may still read the project.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, reviewReviewers, reviews, users } from '../db/schema';
import { projectSeenByJoinedUser } from '../policies/scopes';

export interface OverdueReviewRow {
  userId: string;
  email: string;
  firstName: string;
  language: 'sv' | 'en';
  reviewId: string;
  name: string;
  dueDate: string;
  projectName: string;
  /** What the review waits for from this person. */
  waitsFor: 'review' | 'decision';
}

export async function overdueReviews(db: Db, day: string): Promise<OverdueReviewRow[]> {
  const ownPartOpen = sql`exists (select 1 from ${reviewReviewers} where ${reviewReviewers.reviewId} = ${reviews.id}
    and ${reviewReviewers.userId} = ${users.id} and ${reviewReviewers.completedAt} is null)`;
  const everyoneDone = sql`not exists (select 1 from ${reviewReviewers} where ${reviewReviewers.reviewId} = ${reviews.id}
    and ${reviewReviewers.completedAt} is null)`;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      reviewId: reviews.id,
      name: reviews.name,
      dueDate: reviews.dueDate,
      projectName: projects.name,
      reviewing: sql<boolean>`${ownPartOpen}`.mapWith(Boolean),
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(users, sql`(${ownPartOpen} or (${users.id} = ${reviews.approverId} and ${everyoneDone}))`)
    .where(
      and(
        eq(reviews.status, 'open'),
        lt(reviews.dueDate, day),
        eq(users.notifyDeadlines, true),
        eq(projects.archived, false),
        projectSeenByJoinedUser(),
      ),
    )
    .orderBy(asc(users.id), asc(reviews.dueDate), asc(reviews.name));
  return rows.map(({ reviewing, ...row }) => ({ ...row, waitsFor: reviewing ? 'review' : 'decision' }));
}
