/**
 * Sends a review's mails after its step is committed, one per recipient in their language. A mail that cannot be
 * sent is logged, never a failed step: the review itself shows what waits for whom.
 */
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { reviewMail, type ReviewMailFacts, type ReviewMailKind } from '../../mail/review-mails';
import type { ReviewView } from '../../queries/review-view';

export async function sendReviewMails(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'log'>,
  kind: ReviewMailKind,
  recipientIds: readonly (string | null)[],
  view: ReviewView,
  actor: { firstName: string; lastName: string },
  origin: string,
): Promise<void> {
  const ids = [...new Set(recipientIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const people = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  const facts: ReviewMailFacts = {
    name: view.row.name,
    projectName: view.project.name,
    dueDate: view.row.dueDate,
    message: view.row.message,
    status: view.row.status,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    link: `${origin}/granskningar/${view.row.id}`,
    files: view.files.map((f) => ({ name: f.current?.name ?? f.name, revision: f.revision, decision: f.decision })),
  };
  for (const person of people) {
    try {
      await ctx.mailer.send(reviewMail(kind, person, facts));
    } catch (err) {
      ctx.log.warn({ err, userId: person.id, reviewId: view.row.id }, `review mail (${kind}) not sent`);
    }
  }
}
