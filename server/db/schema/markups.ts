/**
 * Markups and their replies (docs/api.md §7 "Markups and comments"): shapes drawn on one page of one revision of a
 * construction file or drawing. A markup belongs to its revision: deleting the revision (with its file, or the
 * file's project) deletes the markups and their replies.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MarkupGeometry } from '../../../common/api/markups';
import { MARKUP_KINDS, MARKUP_VISIBILITIES } from '../../../common/api/markups';
import { users } from './accounts';
import { fileRevisions } from './files';
import { projects } from './projects';
import { reviews } from './reviews';

export const markups = pgTable(
  'markups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A construction file's or a drawing's id; the revision's foreign key stands for the file. */
    fileId: uuid('file_id').notNull(),
    fileKind: text('file_kind', { enum: ['constructionfile', 'drawing'] }).notNull(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => fileRevisions.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1-based, as people count pages. */
    page: integer('page').notNull(),
    kind: text('kind', { enum: MARKUP_KINDS }).notNull(),
    /** PDF points of the page, origin at its bottom-left: a box, points, or a point, by kind (common/api/markups). */
    geometry: jsonb('geometry').$type<MarkupGeometry>().notNull(),
    color: text('color').notNull(),
    text: text('text').notNull().default(''),
    visibility: text('visibility', { enum: MARKUP_VISIBILITIES }).notNull().default('private'),
    resolved: boolean('resolved').notNull().default(false),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The review the markup was made in; it stays on the file when the review is deleted with its project. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A deleted markup stays, with its id and replies, for MARKUP_RESTORE_HOURS (common/api/markups.ts), so undo can
     * put it back (`POST markup/{id}/restore`); nothing else sees it, and the hourly sweep removes it after that.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The viewer lists one page of one revision (2,000 markups on a page must open at once); the PDF download
    // reads a revision's published ones in page order.
    index('markups_revision_page_idx').on(t.revisionId, t.page, t.createdAt),
    index('markups_file_idx').on(t.fileId),
    index('markups_review_idx').on(t.reviewId),
    index('markups_author_idx').on(t.authorId),
    // The sweep's: the few deleted ones, by when.
    index('markups_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
  ],
);
export type MarkupRow = typeof markups.$inferSelect;

export const markupReplies = pgTable(
  'markup_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    markupId: uuid('markup_id')
      .notNull()
      .references(() => markups.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('markup_replies_markup_idx').on(t.markupId, t.createdAt),
    index('markup_replies_author_idx').on(t.authorId),
  ],
);
export type MarkupReplyRow = typeof markupReplies.$inferSelect;
