/**
 * Reviews (docs/api.md §7 "Reviews", Swedish: Granskning): a project's files sent to reviewers, then an approver who
 * decides per file. The files are copied in as they were when the review started (kind, name, the revision under
 * review), so a review stays readable after a file is renamed, revised or deleted.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './accounts';

export const REVIEW_STATUS_VALUES = ['open', 'approved', 'rejected', 'partly_approved', 'cancelled'] as const;
export const REVIEW_DECISION_VALUES = ['approved', 'approved_with_comments', 'rejected'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: REVIEW_STATUS_VALUES }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('reviews_project_idx').on(t.projectId, t.createdAt.desc()),
    index('reviews_created_by_idx').on(t.createdBy),
    index('reviews_approver_idx').on(t.approverId),
    // The daily mail's overdue reviews, and the open ones a new revision is checked against.
    index('reviews_open_due_idx')
      .on(t.dueDate)
      .where(sql`status = 'open'`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

export const reviewFiles = pgTable(
  'review_files',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** A construction file's or a drawing's id; no foreign key for two tables (a deleted file keeps its row here). */
    fileId: uuid('file_id').notNull(),
    fileKind: text('file_kind', { enum: ['constructionfile', 'drawing'] }).notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    revisionId: uuid('revision_id'),
    revision: text('revision'),
    /** The status the file had before the review made it `shared`: it gets it back if the review is cancelled. */
    previousStatus: text('previous_status', { enum: ['wip', 'shared', 'published', 'archived'] }).notNull(),
    decision: text('decision', { enum: REVIEW_DECISION_VALUES }),
    decisionComment: text('decision_comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.fileId] }), index('review_files_file_idx').on(t.fileId)],
);
export type ReviewFileRow = typeof reviewFiles.$inferSelect;

export const reviewReviewers = pgTable(
  'review_reviewers',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    comment: text('comment').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_reviewers_user_idx').on(t.userId)],
);
export type ReviewReviewerRow = typeof reviewReviewers.$inferSelect;
