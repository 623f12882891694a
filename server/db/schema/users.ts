import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId, t.isOrgAdmin),
  ],
);

export type UserRow = typeof users.$inferSelect;
