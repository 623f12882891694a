import { sql, type SQL } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes (node-postgres and PGlite both answer a Buffer or Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
import { searchVectorOf, tsvector } from './search-vector';
import { organizations, users } from './accounts';

/**
 * Every stored blob has a row here. An upload is "claimed" once an entity (a logo, a construction file, a
 * drawing) refers to it; unclaimed ones are removed after a day, so an abandoned upload leaves nothing behind.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The organization whose storage quota the upload counts against: the uploader's at upload time (null for
     * someone outside every organization). Never changes, so the counter below can take it off again on delete.
     */
    organizationId: uuid('organization_id'),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    purpose: text('purpose', { enum: ['constructionfile', 'drawing', 'logo'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The PDF's text layer (docs/api.md §6 "Search"): `pending` until the background extraction has read it, then
     * `done`, `none` (no text layer: a scan) or `failed`; null for what has no text to read (images, CAD).
     */
    textStatus: text('text_status', { enum: ['pending', 'done', 'none', 'failed'] }),
    /** While one instance extracts the text, no other takes the same upload; a crash frees it when this passes. */
    textLeaseUntil: timestamp('text_lease_until', { withTimezone: true, mode: 'date' }),
    textAttempts: integer('text_attempts').notNull().default(0),
    /**
     * The first page's thumbnail (docs/api.md §6 "Thumbnails"): `pending` until the background renderer has made it,
     * then `done`, `none` (nothing to show: DWG, DXF, IFC, an image too large to decode safely) or `failed`.
     * Null for logos.
     */
    thumbnailStatus: text('thumbnail_status', { enum: ['pending', 'done', 'none', 'failed'] }),
    thumbnailLeaseUntil: timestamp('thumbnail_lease_until', { withTimezone: true, mode: 'date' }),
    thumbnailAttempts: integer('thumbnail_attempts').notNull().default(0),
    /** A PDF's number of pages, once the text extraction has opened it (null before, and for what is no PDF). */
    pageCount: integer('page_count'),
  },
  (t) => [
    index('uploads_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
    // The extraction queue: claimed PDFs still waiting for their text.
    index('uploads_text_pending_idx')
      .on(t.claimedAt)
      .where(sql`${t.textStatus} = 'pending' and ${t.claimedAt} is not null`),
    index('uploads_thumbnail_pending_idx')
      .on(t.claimedAt)
      .where(sql`${t.thumbnailStatus} = 'pending' and ${t.claimedAt} is not null`),
  ],
);

/** The text of each page of an upload's PDF, searchable in Swedish; gone with its upload. */
export const uploadTextPages = pgTable(
  'upload_text_pages',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** 1-based, as people count pages. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => searchVectorOf({ C: [uploadTextPages.text] })),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.page] }),
    index('upload_text_pages_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Thumbnails live in the database beside their upload, not in the blob store: a few kilobytes each, gone with
 * their upload by the foreign key, shared by every instance, and never an orphan blob for the sweep to judge.
 */
export const uploadThumbnails = pgTable('upload_thumbnails', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * What each organization's uploads hold together, in bytes (ORG_STORAGE_QUOTA_GB): kept by statement-level
 * triggers on `uploads` (migration 0027), so every insert and delete — an upload, the sweep, a project's delete —
 * moves it, and the upload path reads one row instead of adding up every upload.
 */
export const organizationStorage = pgTable('organization_storage', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});

export type UploadRow = typeof uploads.$inferSelect;
