import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { searchVectorOf, tsvector } from './search-vector';
import { uploads } from './uploads';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    sector: text('sector').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    visibility: text('visibility', { enum: ['public', 'organization', 'members'] })
      .notNull()
      .default('organization'),
    /** The logo's upload (docs/api.md: presented as its address, `logo`); null without one or once it is gone. */
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    budget: bigint('budget', { mode: 'number' }),
    budgetNotes: text('budget_notes').notNull().default(''),
    lessonsLearned: text('lessons_learned').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchVectorOf({ A: [projects.name], B: [projects.type, projects.sector], C: [projects.description] }, [
        projects.name,
        projects.description,
      ]),
    ),
  },
  (t) => [
    index('projects_search_idx').using('gin', t.searchVector),
    uniqueIndex('projects_org_name_lower_key').on(t.organizationId, sql`lower(${t.name})`),
    index('projects_org_visibility_created_idx').on(t.organizationId, t.visibility, t.createdAt),
    index('projects_visibility_created_idx').on(t.visibility, t.createdAt),
    // Ascending indexes scanned backwards serve the default ORDER BY created_at DESC, name DESC, id DESC.
    index('projects_created_name_idx').on(t.createdAt, t.name, t.id),
    index('projects_type_idx').on(t.type),
    // Who shows an upload as its logo (reading it; its delete setting the reference to null).
    index('projects_logo_upload_idx').on(t.logoUploadId),
    index('projects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('projects_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export const projectTeam = pgTable(
  'project_team',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The person's role in this project ("Platschef", "Konstruktör"); starts as their profile role. */
    role: text('role').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_team_user_idx').on(t.userId, t.projectId)],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['todo', 'ongoing', 'done'] })
      .notNull()
      .default('todo'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_project_idx').on(t.projectId, t.status, t.deadline),
    index('activities_responsible_idx').on(t.responsibleId),
  ],
);

export const projectBookmarks = pgTable(
  'project_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('project_bookmarks_project_idx').on(t.projectId)],
);

export type ProjectRow = Omit<typeof projects.$inferSelect, 'searchVector'>;
/** A project's columns for lists: all but the search vector, which only the database's WHERE needs. */
export const projectColumns = (({ searchVector: _words, ...rest }) => rest)(getTableColumns(projects));
export type ActivityRow = typeof activities.$inferSelect;
