/**
 * The sign-in guessing limit: failed logins are counted per account and per client address in a 15-minute
 * window, in PostgreSQL so that all instances share it. A success resets the account's count — a person who
 * signs in often is never locked out — while the address keeps counting, so one address cannot try many
 * accounts. Past the limit the call answers 429 before the password is even checked.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export const WINDOW_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 10;
/** Higher: an office or a school signs in from one address. */
export const MAX_ADDRESS_FAILURES = 50;

const keysOf = (email: string, address: string) => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${address}`,
});

/** Whether this account or address has failed too often in the current window. */
export async function loginBlocked(db: Db, email: string, address: string): Promise<boolean> {
  const keys = keysOf(email, address);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.account, keys.address]));
  const since = Date.now() - WINDOW_MS;
  return rows.some(
    (r) =>
      r.windowStart.getTime() > since &&
      r.failures >= (r.key === keys.account ? MAX_ACCOUNT_FAILURES : MAX_ADDRESS_FAILURES),
  );
}

/** Counts a failure for the account and the address; a window older than 15 minutes starts again at one. */
export async function recordLoginFailure(db: Db, email: string, address: string): Promise<void> {
  const keys = keysOf(email, address);
  for (const key of [keys.account, keys.address]) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStart} > now() - interval '15 minutes' then ${loginFailures.failures} + 1 else 1 end`,
          windowStart: sql`case when ${loginFailures.windowStart} > now() - interval '15 minutes' then ${loginFailures.windowStart} else now() end`,
        },
      });
  }
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function recordLoginSuccess(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keysOf(email, '').account));
}
