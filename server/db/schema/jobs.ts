/** Daily jobs: which day each has run for, and who got that day's deadline mail. */
import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A daily job's state: the last day (Europe/Stockholm) it finished, and the day an instance has claimed and is
 * running now (a claim older than an hour is taken as a crashed run and may be claimed again).
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  lastDay: date('last_day', { mode: 'string' }),
  claimedDay: date('claimed_day', { mode: 'string' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
});

/** One row per person and day: written before the mail goes, so no one gets a day's mail twice. */
export const deadlineMails = pgTable(
  'deadline_mails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
