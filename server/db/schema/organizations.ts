import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    approved: boolean('approved').notNull().default(false),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizations_name_lower_key').on(sql`lower(${t.name})`),
    index('organizations_approved_created_idx').on(t.approved, t.createdAt),
  ],
);

/** A user's application to join an organization: the waiting lists for members and admins. */
export const organizationApplications = pgTable(
  'organization_applications',
  {
    // One open application per user: a user belongs to (or waits for) at most one organization.
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('organization_applications_org_idx').on(t.organizationId, t.role, t.createdAt)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
