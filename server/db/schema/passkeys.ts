/** Passkeys (WebAuthn): a person's credentials, and the challenges of ceremonies under way. */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A passkey: the credential id and COSE public key (both base64url) its authenticator made, and the signature
 * counter it last reported (0 for authenticators that keep none, such as synced passkeys). A credential id
 * belongs to one person, so a password-less sign-in finds its account from it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (`internal`, `usb`, `hybrid`, …), as it said at registration. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId, t.createdAt),
  ],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * The challenge of a WebAuthn ceremony under way: five minutes, deleted by the answer that uses it (whether or not
 * that answer verifies), so it is signed once. `purpose` keeps a registration's challenge from serving a sign-in;
 * `userId` is whose ceremony it is (none for a password-less sign-in, where the passkey tells).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login', 'mfa'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];
