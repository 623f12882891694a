/**
 * What sign-in and password reset leave behind, removed by the hourly sweep (main.ts, one instance per hour):
 * `login_failures` rows whose 15-minute window has ended (the next attempt would start them again at one), reset
 * tokens that were used or have expired (they can never work again), the short-lived steps of a sign-in that
 * expired unfinished (a second step's challenge, a passkey's challenge, a single sign-on's state and hand-off, a
 * download ticket), and sessions that ended — past their expiry or unused for SESSION_IDLE_DAYS, which the session
 * lookup already refuses. Without it these tables grew with every address and attempt anyone ever made.
 */
import { sql, type SQL } from 'drizzle-orm';
import { WINDOW_MS } from '../commands/login-limit';
import { rowsOf, type Db } from '../db/client';
import {
  apiTokens,
  downloadTickets,
  loginFailures,
  mfaChallenges,
  passwordResetTokens,
  ssoHandoffs,
  ssoLoginStates,
  webauthnChallenges,
} from '../db/schema';

/** Deletes the rows a statement selects and says how many, without sending their keys back. */
async function countDeleted(db: Db, deletion: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`with gone as (${deletion} returning 1) select count(*) as n from gone`),
  );
  return Number(row?.n ?? 0);
}

/** Removes what can never be used again (see above); answers how many of each went. */
export async function removeAuthLeftovers(
  db: Db,
  sessionIdleMs: number,
): Promise<{ endedLoginWindows: number; spentResetTokens: number; expiredSteps: number; endedSessions: number }> {
  const endedLoginWindows = await countDeleted(
    db,
    sql`delete from ${loginFailures}
      where ${loginFailures.windowStart} <= now() - ${WINDOW_MS} * interval '1 millisecond'`,
  );
  const spentResetTokens = await countDeleted(
    db,
    sql`delete from ${passwordResetTokens}
      where ${passwordResetTokens.usedAt} is not null or ${passwordResetTokens.expiresAt} <= now()`,
  );
  let expiredSteps = 0;
  for (const table of [mfaChallenges, webauthnChallenges, ssoLoginStates, ssoHandoffs, downloadTickets])
    expiredSteps += await countDeleted(db, sql`delete from ${table} where ${table.expiresAt} <= now()`);
  const endedSessions = await countDeleted(
    db,
    sql`delete from ${apiTokens} where ${apiTokens.expiresAt} <= now()
      or ${apiTokens.lastUsedAt} <= now() - ${sessionIdleMs} * interval '1 millisecond'`,
  );
  return { endedLoginWindows, spentResetTokens, expiredSteps, endedSessions };
}
