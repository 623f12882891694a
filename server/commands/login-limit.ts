/**
 * The sign-in guessing limit: attempts are counted per account and per client address in a 15-minute window, in
 * PostgreSQL so that all instances share it. An attempt is counted *before* its password is checked, in one
 * statement that also says whether it is within both limits: read-then-check-then-write let forty parallel
 * guesses all see the same old count and all be checked. A success gives its attempt back — the account's count
 * is forgotten, the address's lowered by one — so what stays counted is failures: a person who signs in often is
 * never locked out, while one address still cannot try many accounts. Past the limit the call answers 429
 * before the password is checked, and an attempt refused that way counts too (hammering keeps it refused; the
 * window still ends 15 minutes after the first attempt it counted).
 */
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { limitsUnavailable } from '../errors';

export const WINDOW_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 10;
/** Higher: an office or a school signs in from one address. */
export const MAX_ADDRESS_FAILURES = 50;

// An IPv6 client holds a whole /64 and could take a fresh address for every guess: the /64 counts as one address
// (as @fastify/rate-limit counts it for the other limits).
const keysOf = (email: string, address: string) => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${normalizeIP(address)}`,
});

const windowStartedAfter = sql`now() - ${WINDOW_MS} * interval '1 millisecond'`;
const inWindow = sql`${loginFailures.windowStart} > ${windowStartedAfter}`;

/**
 * Counts a sign-in attempt for the account and the address (a window older than 15 minutes starts again at one)
 * and answers whether it is within both limits. One INSERT … ON CONFLICT DO UPDATE … RETURNING: PostgreSQL locks
 * each row while it adds one, so parallel attempts each see the count their own increment made.
 */
export async function countLoginAttempt(db: Db, email: string, address: string): Promise<boolean> {
  const keys = keysOf(email, address);
  // Always the account row first, then the address row: two statements never lock them in opposite orders.
  const counted = await db
    .insert(loginFailures)
    .values([
      { key: keys.account, failures: 1, windowStart: sql`now()` },
      { key: keys.address, failures: 1, windowStart: sql`now()` },
    ])
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${inWindow} then ${loginFailures.failures} + 1 else 1 end`,
        windowStart: sql`case when ${inWindow} then ${loginFailures.windowStart} else now() end`,
      },
    })
    .returning({ key: loginFailures.key, failures: loginFailures.failures });
  return counted.every(
    (row) => row.failures <= (row.key === keys.account ? MAX_ACCOUNT_FAILURES : MAX_ADDRESS_FAILURES),
  );
}

/** Gives one counted attempt back to a key, within its window (never below zero). */
async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(and(eq(loginFailures.key, key), gt(loginFailures.windowStart, windowStartedAfter)));
}

/** A successful sign-in forgets the account's failures and gives the address its attempt back. */
export async function refundLoginSuccess(db: Db, email: string, address: string): Promise<void> {
  const keys = keysOf(email, address);
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
  await giveBack(db, keys.address);
}

/** An attempt whose password was never checked (the server was too busy) gives its count back to both. */
export async function refundLoginAttempt(db: Db, email: string, address: string): Promise<void> {
  const keys = keysOf(email, address);
  await giveBack(db, keys.account);
  await giveBack(db, keys.address);
}

/** Counts the attempt; a count that cannot be made refuses the sign-in (503), never checks a password uncounted. */
export async function countAttemptOrRefuse(ctx: AppContext, email: string, address: string): Promise<boolean> {
  try {
    return await countLoginAttempt(ctx.db, email, address);
  } catch (err) {
    ctx.log.warn({ err }, 'sign-in attempts cannot be counted: the sign-in is refused');
    throw limitsUnavailable();
  }
}
