import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Api tokens (sessions), stored only as SHA-256 hashes; each has an absolute expiry and ends once unused for
 * SESSION_IDLE_DAYS. `id` names a session to its owner (the list, ending one) without giving away its hash.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Moved at most once a minute (plugins/session-use.ts); no change notification follows it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The sign-in's User-Agent header (cut to 500 characters) and client address, for the owner's list. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Opened by the organization's own provider (single sign-on): its sign-in stands for the second step. */
    viaSso: boolean('via_sso').notNull().default(false),
    /**
     * Where the sign-in came from, resolved once from `ip` when the session opened (lib/geoip.ts): the country's
     * ISO code and the city as the database names it ('' unknown); `placeLocal` for a private or loopback address.
     */
    placeCountry: text('place_country').notNull().default(''),
    placeCity: text('place_city').notNull().default(''),
    placeLocal: boolean('place_local').notNull().default(false),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId), uniqueIndex('api_tokens_id_key').on(t.id)],
);

/** Single-use password reset tokens, stored only as hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Short-lived links that let a browser fetch one file's content without the Authorization header. */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('download_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per account and per client address in the current 15-minute window, kept in the database so
 * every instance counts the same failures (a limit per process would multiply with the instances).
 */
export const loginFailures = pgTable('login_failures', {
  /** `account:<lower-cased e-mail>` or `address:<ip>`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Request counters of the rate limits (password reset, share links), shared by every instance: a key's window
 * starts at its first request and its count restarts once `expires_at` has passed. Expired rows go with the
 * hourly sweep.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
