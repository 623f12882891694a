/**
 * People and organizations: users belong to an organization, and an organization remembers who asked for it,
 * so the two tables reference each other and live in one module (no import cycle).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    superadmin: boolean('superadmin').notNull().default(false),
    accountType: text('account_type', { enum: ['regular', 'administrator'] })
      .notNull()
      .default('regular'),
    userType: text('user_type', { enum: ['full', 'limited'] })
      .notNull()
      .default('full'),
    role: text('role').notNull().default(''),
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    /** The morning mail of overdue and due activities (docs/api.md §6 "Deadline mails"). */
    notifyDeadlines: boolean('notify_deadlines').notNull().default(true),
    /** The language of mails to this person: the interface language they last chose. */
    language: text('language', { enum: ['sv', 'en'] })
      .notNull()
      .default('sv'),
    /**
     * Two-step sign-in is on: the person has a second factor of some kind, a confirmed TOTP secret (`totpEnabled`)
     * or a passkey (schema/passkeys.ts), so a password alone does not sign in. Kept by commands/mfa-state.ts.
     */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** A confirmed TOTP secret in `mfa_totp` (schema/mfa.ts): the authenticator app, with its recovery codes. */
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId, t.isOrgAdmin),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    approved: boolean('approved').notNull().default(false),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Members without two-step sign-in may do nothing but set it up (plugins/auth.ts). */
    requireMfa: boolean('require_mfa').notNull().default(false),
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
