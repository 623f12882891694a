/**
 * Issue #34.12 and #37: the hourly sweep removes sign-in windows that have ended, password-reset tokens that were
 * used or have expired, expired sign-in steps and ended sessions; live ones stay and keep working.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLoginAttempt } from '../commands/login-limit';
import type { Database } from '../db/client';
import { apiTokens, loginFailures, mfaChallenges, passwordResetTokens } from '../db/schema';
import { makeUser } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import { removeAuthLeftovers } from './auth-leftovers';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const minutesAgo = (minutes: number) => sql`now() - ${minutes} * interval '1 minute'`;
const keys = async () => (await database.db.select({ key: loginFailures.key }).from(loginFailures)).map((r) => r.key);
const tokens = async () =>
  (await database.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map((r) => r.hash);

describe('removeAuthLeftovers', () => {
  it('removes ended sign-in windows and spent reset tokens, and keeps the live ones', async () => {
    const db = database.db;
    await countLoginAttempt(db, 'gammal@example.se', '10.0.0.1');
    await db.update(loginFailures).set({ windowStart: minutesAgo(16) });
    await countLoginAttempt(db, 'pågår@example.se', '10.0.0.2');
    // Windows that began sixteen minutes ago have ended; one that began fourteen minutes ago has not.
    await db
      .update(loginFailures)
      .set({ windowStart: minutesAgo(14) })
      .where(sql`${loginFailures.key} like '%pågår%'`);

    const { user } = await makeUser(db);
    const hour = sql`now() + interval '1 hour'`;
    await db.insert(passwordResetTokens).values([
      { tokenHash: 'live', userId: user.id, expiresAt: hour },
      { tokenHash: 'used', userId: user.id, expiresAt: hour, usedAt: new Date() },
      { tokenHash: 'expired', userId: user.id, expiresAt: minutesAgo(1) },
    ]);

    // Sessions: one live, one past its expiry, one unused for longer than the idle limit (a day here).
    await db.insert(apiTokens).values([
      { tokenHash: 's-live', userId: user.id, expiresAt: hour },
      { tokenHash: 's-expired', userId: user.id, expiresAt: minutesAgo(1) },
      { tokenHash: 's-idle', userId: user.id, expiresAt: hour, lastUsedAt: minutesAgo(25 * 60) },
    ]);
    // A second step begun and never finished, and one still open.
    await db.insert(mfaChallenges).values([
      { tokenHash: 'c-open', userId: user.id, expiresAt: hour },
      { tokenHash: 'c-gone', userId: user.id, expiresAt: minutesAgo(1) },
    ]);

    const day = 24 * 3600_000;
    expect(await removeAuthLeftovers(db, day)).toEqual({
      endedLoginWindows: 2,
      spentResetTokens: 2,
      expiredSteps: 1,
      endedSessions: 2,
    });
    expect((await keys()).sort()).toEqual(['account:pågår@example.se', 'address:10.0.0.2']);
    expect(await tokens()).toEqual(['live']);
    const sessions = (await db.select({ hash: apiTokens.tokenHash }).from(apiTokens)).map((r) => r.hash);
    expect(sessions.filter((hash) => hash.startsWith('s-'))).toEqual(['s-live']);
    expect((await db.select({ hash: mfaChallenges.tokenHash }).from(mfaChallenges)).map((r) => r.hash)).toEqual([
      'c-open',
    ]);
    expect(await removeAuthLeftovers(db, day)).toEqual({
      endedLoginWindows: 0,
      spentResetTokens: 0,
      expiredSteps: 0,
      endedSessions: 0,
    });
  });
});
