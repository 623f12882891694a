/**
 * The morning mail (docs/api.md §6 "Deadline mails"): each responsible person with activities not done that are
 * overdue or due within three days gets one mail listing them, in their language; nobody whose list is empty,
 * nobody who turned it off, and only projects of their own organization that they may see. A person's row in deadline_mails is written before their mail goes, so a day's
 * mail is sent once even when two instances or a repeated run get there. Open reviews past their due date join it
 * (docs/api.md §7), for whoever they wait for (jobs/overdue-reviews.ts).
 */
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, deadlineMails, projects, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { deadlineMail, type DeadlineItem, type OverdueReviewItem } from '../mail/deadline-mail';
import { overdueReviews } from './overdue-reviews';
import { projectSeenByJoinedUser } from '../policies/scopes';
import { addDays } from './stockholm-time';

/** The mails go from 07:00 Europe/Stockholm (docs/api.md §6). */
export const DEADLINE_MAIL_HOUR = 7;

/** Due "within three days": today and the three days after. */
export const DEADLINE_WINDOW_DAYS = 3;

type Log = { warn: (obj: object, msg: string) => void };

export async function sendDeadlineMails(
  ctx: { db: Db; mailer: Mailer; log: Log; baseUrl: string },
  day: string,
): Promise<number> {
  const rows = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      activityId: activities.id,
      name: activities.name,
      deadline: activities.deadline,
      status: activities.status,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.responsibleId))
    .innerJoin(projects, eq(projects.id, activities.projectId))
    .where(
      and(
        ne(activities.status, 'done'),
        lte(activities.deadline, addDays(day, DEADLINE_WINDOW_DAYS)),
        eq(users.notifyDeadlines, true),
        eq(projects.archived, false),
        // Someone who has left the project's organization no longer works on it.
        sql`${users.organizationId} = ${projects.organizationId}`,
        // And a mail names only projects its reader may open: a members-only project's activities go to its team
        // and the organization's admins, whatever an activity's responsible says.
        projectSeenByJoinedUser(),
      ),
    )
    .orderBy(asc(users.id), asc(activities.deadline), asc(activities.name));

  type Person = {
    email: string;
    firstName: string;
    language: 'sv' | 'en';
    items: DeadlineItem[];
    reviews: OverdueReviewItem[];
  };
  const byUser = new Map<string, Person>();
  const personOf = (row: { userId: string; email: string; firstName: string; language: 'sv' | 'en' }) => {
    const person = byUser.get(row.userId) ?? {
      email: row.email,
      firstName: row.firstName,
      language: row.language,
      items: [],
      reviews: [],
    };
    byUser.set(row.userId, person);
    return person;
  };
  for (const row of rows) {
    const person = personOf(row);
    person.items.push({
      name: row.name,
      deadline: row.deadline,
      status: row.status,
      projectName: row.projectName,
      link: `${ctx.baseUrl}/projekt/${row.projectId}/aktiviteter`,
    });
  }
  for (const row of await overdueReviews(ctx.db, day)) {
    personOf(row).reviews.push({
      name: row.name,
      dueDate: row.dueDate,
      projectName: row.projectName,
      waitsFor: row.waitsFor,
      link: `${ctx.baseUrl}/granskningar/${row.reviewId}`,
    });
  }

  let sent = 0;
  for (const [userId, person] of byUser) {
    const [claimed] = await ctx.db.insert(deadlineMails).values({ userId, day }).onConflictDoNothing().returning();
    if (!claimed) continue;
    try {
      await ctx.mailer.send(
        deadlineMail(person.email, person.firstName, person.language, day, person.items, ctx.baseUrl, person.reviews),
      );
      sent += 1;
    } catch (err) {
      // Not sent: the row goes, so the next run tries this person again.
      await ctx.db.delete(deadlineMails).where(and(eq(deadlineMails.userId, userId), eq(deadlineMails.day, day)));
      ctx.log.warn({ err, userId }, 'deadline mail not sent');
    }
  }
  return sent;
}
