import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { projects } from './projects';
import { searchVectorOf, tsvector } from './search-vector';
import { uploads } from './uploads';

/*
 * Files carry copies of their project's organization, visibility, type and name. A list of a million files
 * is then filtered and sorted on one table with its own indexes; the project commands keep the copies true.
 */
/** ISO 19650 states (docs/api.md §6 "Status"): work in progress stays inside the team until it is shared or published. */
export const FILE_STATUS_VALUES = ['wip', 'shared', 'published', 'archived'] as const;
const status = () => text('status', { enum: FILE_STATUS_VALUES }).notNull().default('published');
/** The current revision's code (null while no content is attached) and how many revisions the file has. */
const revision = () => text('revision');
const revisionCount = () => integer('revision_count').notNull().default(0);
/** When the current revision was added: the date a drawing register shows. */
const revisedAt = () => timestamp('revised_at', { withTimezone: true, mode: 'date' });
/**
 * docs/api.md §7 "Status per revision": the last revision that was published (published, or archived after it),
 * which callers who may not see work in progress keep reading while a newer one is checked (queries/seen-file.ts);
 * null while none was. No foreign key in Drizzle's eyes (file_revisions is declared below); migration 0037 sets one.
 */
const publishedRevisionId = () => uuid('published_revision_id');
/**
 * The status those callers see: the published revision's, or the file's own while it has none (§6: wip hidden,
 * shared seen by other organizations). Kept by commands/published-revision.ts.
 */
/** How many revisions those outside the team list: the published ones, or the one they see while none is (0039). */
const outsideRevisionCount = () => integer('outside_revision_count').notNull().default(0);
const outsideStatus = () => text('outside_status', { enum: FILE_STATUS_VALUES }).notNull().default('published');

const visibility = () =>
  text('project_visibility', { enum: ['public', 'organization', 'members'] })
    .notNull()
    .default('organization');

/** The columns both kinds of file have (docs/api.md §6): who owns them, their state and their content. */
const fileColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  projectVisibility: visibility(),
  name: text('name').notNull(),
  status: status(),
  revision: revision(),
  revisionCount: revisionCount(),
  revisedAt: revisedAt(),
  publishedRevisionId: publishedRevisionId(),
  outsideStatus: outsideStatus(),
  outsideRevisionCount: outsideRevisionCount(),
  /** The current revision's upload; null for a register entry (e.g. from a CSV import) still waiting for its PDF. */
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * The words of the upload's PDF text (all pages, stripped of positions), written by the text extraction:
   * searched in the same bitmap as the entity's own words. Highlights come from upload_text_pages.
   */
  contentVector: tsvector('content_vector'),
  /** The codes in the upload's PDF text (`byggarkiv_text_codes`, migration 0035), found by a search's codes. */
  contentCodes: text('content_codes'),
});

type FileColumnsOf = {
  [K in keyof ReturnType<typeof fileColumns> | 'searchVector']: AnyPgColumn;
};
/** The indexes both kinds of file have, named after their table. */
function fileIndexes(table: string, t: FileColumnsOf) {
  const name = (what: string) => `${table}_${what}`;
  return [
    index(name('search_idx')).using('gin', t.searchVector),
    index(name('content_idx')).using('gin', t.contentVector),
    index(name('org_vis_created_idx')).on(t.organizationId, t.projectVisibility, t.createdAt),
    index(name('vis_created_idx')).on(t.projectVisibility, t.createdAt),
    index(name('project_created_idx')).on(t.projectId, t.createdAt),
    index(name('created_idx')).on(t.createdAt, t.name, t.id),
    index(name('status_idx')).on(t.status),
    index(name('outside_status_idx')).on(t.outsideStatus),
    index(name('reads_older_idx'))
      .on(t.id)
      .where(sql`${t.status} in ('wip', 'shared') and ${t.publishedRevisionId} is not null`),
    // The text extraction writes a PDF's words onto the files that show it, and deleting an upload sets the
    // files' reference to null: both look files up by upload.
    index(name('upload_idx')).on(t.uploadId),
    index(name('name_trgm_idx')).using('gin', sql`${t.name} gin_trgm_ops`),
    index(name('content_codes_trgm_idx')).using('gin', sql`${t.contentCodes} gin_trgm_ops`),
  ];
}

export const constructionFiles = pgTable(
  'construction_files',
  {
    ...fileColumns(),
    projectType: text('project_type').notNull().default(''),
    year: integer('year'),
    documentType: text('document_type').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVectorOf({ A: [constructionFiles.name], B: [constructionFiles.documentType] }, [
        constructionFiles.name,
        constructionFiles.documentType,
      ]),
    ),
  },
  (t) => [
    ...fileIndexes('construction_files', t),
    // Re-imports look entries up by project and name, case-insensitively (import idempotency).
    index('construction_files_project_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('construction_files_doctype_idx').on(t.documentType),
    index('construction_files_projecttype_idx').on(t.projectType),
    index('construction_files_year_idx').on(t.year),
    index('construction_files_doctype_trgm_idx').using('gin', sql`${t.documentType} gin_trgm_ops`),
  ],
);

export const drawingFiles = pgTable(
  'drawing_files',
  {
    ...fileColumns(),
    projectName: text('project_name').notNull().default(''),
    drawingType: text('drawing_type').notNull().default(''),
    info: text('info').notNull().default(''),
    /** The drawing register's number (e.g. "A-40.1-101") and scale ("1:100"); a folder of PDFs is matched by number. */
    drawingNumber: text('drawing_number').notNull().default(''),
    scale: text('scale').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVectorOf(
        { A: [drawingFiles.name], B: [drawingFiles.drawingType, drawingFiles.drawingNumber], C: [drawingFiles.info] },
        [drawingFiles.name, drawingFiles.drawingType, drawingFiles.drawingNumber, drawingFiles.info],
      ),
    ),
  },
  (t) => [
    ...fileIndexes('drawing_files', t),
    index('drawing_files_project_lower_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('drawing_files_type_idx').on(t.drawingType),
    // The register matches a folder of PDFs by drawing number within a project.
    index('drawing_files_project_number_idx').on(t.projectId, sql`lower(${t.drawingNumber})`),
    index('drawing_files_number_trgm_idx').using('gin', sql`${t.drawingNumber} gin_trgm_ops`),
    index('drawing_files_project_name_idx').on(t.projectName),
    index('drawing_files_info_trgm_idx').using('gin', sql`${t.info} gin_trgm_ops`),
    index('drawing_files_type_trgm_idx').using('gin', sql`${t.drawingType} gin_trgm_ops`),
  ],
);

/**
 * Every revision of a file or drawing (docs/api.md §6 "Revisions"), oldest A first; the file row points at the current
 * one's upload. Deleting the file, its upload or its project deletes the revision (foreign keys).
 */
export const fileRevisions = pgTable(
  'file_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A construction file's or a drawing's id (their ids never collide), which `file_kind` says. */
    fileId: uuid('file_id').notNull(),
    fileKind: text('file_kind', { enum: ['constructionfile', 'drawing'] }).notNull(),
    /**
     * `file_id` again, in the column of its kind (migration 0040): the foreign keys a revision of a missing file is
     * refused by, and that delete the revisions with their file. Computed, so writers name only `file_id`.
     */
    constructionFileId: uuid('construction_file_id')
      .generatedAlwaysAs(sql`case when file_kind = 'constructionfile' then file_id end`)
      .references(() => constructionFiles.id, { onDelete: 'cascade' }),
    drawingId: uuid('drawing_id')
      .generatedAlwaysAs(sql`case when file_kind = 'drawing' then file_id end`)
      .references(() => drawingFiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    revision: text('revision').notNull(),
    comment: text('comment').notNull().default(''),
    /** This revision's own status (docs/api.md §7 "Status per revision"); the file's `status` is its current one's. */
    status: text('status', { enum: FILE_STATUS_VALUES }).notNull().default('published'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('file_revisions_code_idx').on(t.fileId, sql`lower(${t.revision})`),
    index('file_revisions_file_created_idx').on(t.fileId, t.createdAt),
    index('file_revisions_upload_idx').on(t.uploadId),
    index('file_revisions_project_idx').on(t.projectId),
    // A file's delete finds its revisions through these.
    index('file_revisions_construction_file_idx').on(t.constructionFileId),
    index('file_revisions_drawing_idx').on(t.drawingId),
    check('file_revisions_one_file', sql`num_nonnulls(${t.constructionFileId}, ${t.drawingId}) = 1`),
  ],
);
export type FileRevisionRow = typeof fileRevisions.$inferSelect;

/**
 * Bookmarked construction files and drawings (their ids never collide): `file_id` is the one set of
 * `construction_file_id` and `drawing_id`, whose foreign keys refuse a missing file and go with their file.
 */
export const fileBookmarks = pgTable(
  'file_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    constructionFileId: uuid('construction_file_id').references(() => constructionFiles.id, { onDelete: 'cascade' }),
    drawingId: uuid('drawing_id').references(() => drawingFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fileId] }),
    index('file_bookmarks_file_idx').on(t.fileId),
    index('file_bookmarks_construction_file_idx').on(t.constructionFileId),
    index('file_bookmarks_drawing_idx').on(t.drawingId),
    check(
      'file_bookmarks_one_file',
      sql`num_nonnulls(${t.constructionFileId}, ${t.drawingId}) = 1 and ${t.fileId} = coalesce(${t.constructionFileId}, ${t.drawingId})`,
    ),
  ],
);

/**
 * A file as the app reads it: every column but the search vectors and the PDF's codes, which only the database's
 * WHERE needs (a long PDF's words would otherwise travel with every row of every page). Select with these, not
 * `select()`.
 */
type SearchOnly = 'searchVector' | 'contentVector' | 'contentCodes';
function withoutSearch<C extends Record<SearchOnly, unknown>>(columns: C): Omit<C, SearchOnly> {
  const { searchVector: _words, contentVector: _content, contentCodes: _codes, ...rest } = columns;
  return rest;
}
export const constructionFileColumns = withoutSearch(getTableColumns(constructionFiles));
export const drawingFileColumns = withoutSearch(getTableColumns(drawingFiles));
export type ConstructionFileRow = Omit<typeof constructionFiles.$inferSelect, SearchOnly>;
export type DrawingFileRow = Omit<typeof drawingFiles.$inferSelect, SearchOnly>;
