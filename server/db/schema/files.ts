import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { projects } from './projects';
import { searchVectorOf, tsvector } from './search-vector';
import { uploads } from './uploads';

/*
 * Files carry copies of their project's organization, visibility, type and name. A list of a million files
 * is then filtered and sorted on one table with its own indexes; the project commands keep the copies true.
 */
const visibility = () =>
  text('project_visibility', { enum: ['public', 'organization', 'members'] })
    .notNull()
    .default('organization');

export const constructionFiles = pgTable(
  'construction_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectVisibility: visibility(),
    projectType: text('project_type').notNull().default(''),
    name: text('name').notNull(),
    year: integer('year'),
    documentType: text('document_type').notNull().default(''),
    /** Null for a register entry (e.g. from a CSV import) still waiting for its PDF. */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVectorOf({ A: [constructionFiles.name], B: [constructionFiles.documentType] }, [
        constructionFiles.name,
        constructionFiles.documentType,
      ]),
    ),
    /**
     * The words of the upload's PDF text (all pages, stripped of positions), written by the text extraction:
     * searched in the same bitmap as the entity's own words. Highlights come from upload_text_pages.
     */
    contentVector: tsvector('content_vector'),
  },
  (t) => [
    index('construction_files_search_idx').using('gin', t.searchVector),
    index('construction_files_content_idx').using('gin', t.contentVector),
    index('construction_files_org_vis_created_idx').on(t.organizationId, t.projectVisibility, t.createdAt),
    index('construction_files_vis_created_idx').on(t.projectVisibility, t.createdAt),
    index('construction_files_project_created_idx').on(t.projectId, t.createdAt),
    // Re-imports look entries up by project and name, case-insensitively (import idempotency).
    index('construction_files_project_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('construction_files_created_idx').on(t.createdAt, t.name, t.id),
    index('construction_files_doctype_idx').on(t.documentType),
    index('construction_files_projecttype_idx').on(t.projectType),
    index('construction_files_year_idx').on(t.year),
    // The text extraction writes a PDF's words onto the files that show it, and deleting an upload sets the
    // files' reference to null: both look files up by upload.
    index('construction_files_upload_idx').on(t.uploadId),
    index('construction_files_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('construction_files_doctype_trgm_idx').using('gin', sql`${t.documentType} gin_trgm_ops`),
  ],
);

export const drawingFiles = pgTable(
  'drawing_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectVisibility: visibility(),
    projectName: text('project_name').notNull().default(''),
    name: text('name').notNull(),
    drawingType: text('drawing_type').notNull().default(''),
    info: text('info').notNull().default(''),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVectorOf({ A: [drawingFiles.name], B: [drawingFiles.drawingType], C: [drawingFiles.info] }, [
        drawingFiles.name,
        drawingFiles.drawingType,
        drawingFiles.info,
      ]),
    ),
    /** As on construction files. */
    contentVector: tsvector('content_vector'),
  },
  (t) => [
    index('drawing_files_search_idx').using('gin', t.searchVector),
    index('drawing_files_content_idx').using('gin', t.contentVector),
    index('drawing_files_org_vis_created_idx').on(t.organizationId, t.projectVisibility, t.createdAt),
    index('drawing_files_vis_created_idx').on(t.projectVisibility, t.createdAt),
    index('drawing_files_project_created_idx').on(t.projectId, t.createdAt),
    index('drawing_files_project_lower_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('drawing_files_created_idx').on(t.createdAt, t.name, t.id),
    index('drawing_files_type_idx').on(t.drawingType),
    index('drawing_files_upload_idx').on(t.uploadId),
    index('drawing_files_project_name_idx').on(t.projectName),
    index('drawing_files_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('drawing_files_info_trgm_idx').using('gin', sql`${t.info} gin_trgm_ops`),
    index('drawing_files_type_trgm_idx').using('gin', sql`${t.drawingType} gin_trgm_ops`),
  ],
);

/** Bookmarked construction files and drawings (their ids never collide). */
export const fileBookmarks = pgTable(
  'file_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId] }), index('file_bookmarks_file_idx').on(t.fileId)],
);

/**
 * A file as the app reads it: every column but the two search vectors, which only the database's WHERE needs
 * (a long PDF's words would otherwise travel with every row of every page). Select with these, not `select()`.
 */
type SearchOnly = 'searchVector' | 'contentVector';
function withoutSearch<C extends Record<SearchOnly, unknown>>(columns: C): Omit<C, SearchOnly> {
  const { searchVector: _words, contentVector: _content, ...rest } = columns;
  return rest;
}
export const constructionFileColumns = withoutSearch(getTableColumns(constructionFiles));
export const drawingFileColumns = withoutSearch(getTableColumns(drawingFiles));
export type ConstructionFileRow = Omit<typeof constructionFiles.$inferSelect, SearchOnly>;
export type DrawingFileRow = Omit<typeof drawingFiles.$inferSelect, SearchOnly>;
