/**
 * What sign-in and password reset leave behind, removed by the hourly sweep (main.ts, one instance per hour):
 * `login_failures` rows whose 15-minute window has ended (the next attempt would start them again at one), and
 * reset tokens that were used or have expired (they can never work again). Without it both tables grew with every
 * e-mail address and client address anyone ever tried.
 */
import { sql, type SQL } from 'drizzle-orm';
import { WINDOW_MS } from '../commands/login-limit';
import { rowsOf, type Db } from '../db/client';
import { loginFailures, passwordResetTokens } from '../db/schema';

/** Deletes the rows a statement selects and says how many, without sending their keys back. */
async function countDeleted(db: Db, deletion: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`with gone as (${deletion} returning 1) select count(*) as n from gone`),
  );
  return Number(row?.n ?? 0);
}

/** Removes ended sign-in windows and spent reset tokens; answers how many of each went. */
export async function removeAuthLeftovers(db: Db): Promise<{ endedLoginWindows: number; spentResetTokens: number }> {
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
  return { endedLoginWindows, spentResetTokens };
}
