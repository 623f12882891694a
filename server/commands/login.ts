import { eq, sql } from 'drizzle-orm';
import { countLockout, countSignInFailure } from '../audit/security-events';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError, invalidCredentials, tooManyRequests } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import type { SessionClient } from './issue-api-token';
import { openMfaChallenge } from './mfa-challenge';

import { countAttemptOrRefuse, refundLoginAttempt, refundLoginSuccess } from './login-limit';
import { openSession, type SignIn } from './open-session';

/**
 * Checks the credentials and opens a session. Unknown e-mail and wrong password answer alike, in the same time
 * (a dummy hash is verified). With the guessing limit on, the attempt is counted first (commands/login-limit.ts):
 * past the limit a 429 before any hashing; a success gives the attempt back, and so does an attempt the server
 * was too busy to check (503). Successes, failures and lockouts go to the audit log (audit/security-events.ts).
 */
export async function login(ctx: AppContext, email: string, password: string, client: SessionClient): Promise<SignIn> {
  const { address } = client;
  const limited = ctx.config.rateLimit;
  if (limited && !(await countAttemptOrRefuse(ctx, email, address))) {
    await countLockout(ctx, email, address);
    throw tooManyRequests();
  }
  let user: UserRow | undefined;
  let ok: boolean;
  try {
    [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  } catch (err) {
    if (limited && err instanceof AppError && err.status === 503) await refundLoginAttempt(ctx.db, email, address);
    throw err;
  }
  if (!user || !ok) {
    countSignInFailure(ctx, user, address);
    throw invalidCredentials();
  }
  // With a second step due the attempt stays counted until that step succeeds: were the password's success to
  // forget the account's count, one who knows the password could guess codes without end, nine at a time.
  if (user.mfaEnabled) return openMfaChallenge(ctx.db, user);
  if (limited) await refundLoginSuccess(ctx.db, email, address);
  return openSession(ctx, user, client);
}
