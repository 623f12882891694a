/**
 * Single sign-on with OpenID Connect per organization (migration 0033): the provider, the e-mail domains it answers
 * for, the people it has signed in, and the short-lived rows of a sign-in under way.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { sealedText } from './sealed-text';

/**
 * An organization's OpenID provider. The client secret is sealed (sealed-text.ts: the database holds ciphertext)
 * and never leaves the server. `enabled` false keeps the set-up but sends nobody to the provider.
 */
export const organizationSso = pgTable('organization_sso', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: sealedText('client_secret').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type OrganizationSsoRow = typeof organizationSso.$inferSelect;

/**
 * An e-mail domain (lower case) an organization claims for its provider. It counts (sign-in routing, first-sign-in
 * accounts) only once proven: `verified_at` is set when the domain's DNS holds a TXT record
 * `byggarkiv-verification=<verification_token>` (or the superadmin marked it, `verified_by` 'superadmin'). Any
 * number of organizations may claim a domain; a proven one belongs to one organization at most (migration 0036).
 */
export const ssoEmailDomains = pgTable(
  'sso_email_domains',
  {
    domain: text('domain').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    verificationToken: text('verification_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** 'dns' or 'superadmin'. */
    verifiedBy: text('verified_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.domain] }),
    index('sso_email_domains_organization_idx').on(t.organizationId),
    uniqueIndex('sso_email_domains_verified_key')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);
export type SsoEmailDomainRow = typeof ssoEmailDomains.$inferSelect;

/** Who a provider's subject is here: once linked, the subject signs in even if the e-mail changes. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('sso_identities_user_idx').on(t.userId)],
);

/**
 * A sign-in sent to the provider and not yet back: the state (its hash), the nonce and the PKCE verifier the
 * callback checks. Deleted by the callback that uses it (single use); ten minutes at most.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnPath: text('return_path').notNull().default('/'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sso_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * A finished sign-in waiting for the web app: the one-time code (its hash) in the redirect to `/sso/klar`, traded
 * once for a session by `POST auth/sso/exchange`. The session token itself never appears in a URL.
 */
export const ssoHandoffs = pgTable(
  'sso_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnPath: text('return_path').notNull().default('/'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sso_handoffs_expires_idx').on(t.expiresAt)],
);
