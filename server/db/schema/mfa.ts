/** Two-step sign-in (TOTP): the secret, the recovery codes and the pending second steps of sign-ins. */
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sealedText } from './sealed-text';

/**
 * A person's TOTP secret (base32, sealed: sealed-text.ts). `confirmed` false: set up but not yet proven with a code, so it does not
 * count; a new setup replaces it. `lastStep` is the 30-second step of the last accepted code: a code is
 * accepted once, never replayed within its window.
 */
export const mfaTotp = pgTable('mfa_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: sealedText('secret').notNull(),
  confirmed: boolean('confirmed').notNull().default(false),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per person, stored only as SHA-256 hashes; a used one keeps its `usedAt`. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second step is due: the `mfaToken` (its hash) lives five minutes
 * and is deleted by the sign-in it completes.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('mfa_challenges_expires_idx').on(t.expiresAt)],
);
