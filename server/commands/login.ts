import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { accountFact, countLockout, countSignInFailure } from '../audit/security-events';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError, invalidCredentials, limitsUnavailable, tooManyRequests } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { issueApiToken } from './issue-api-token';
import { countLoginAttempt, refundLoginAttempt, refundLoginSuccess } from './login-limit';

/** Counts the attempt; a count that cannot be made refuses the sign-in (503), never checks a password uncounted. */
async function countOrRefuse(ctx: AppContext, email: string, address: string): Promise<boolean> {
  try {
    return await countLoginAttempt(ctx.db, email, address);
  } catch (err) {
    ctx.log.warn({ err }, 'sign-in attempts cannot be counted: the sign-in is refused');
    throw limitsUnavailable();
  }
}

/**
 * Checks the credentials and opens a session. Unknown e-mail and wrong password answer alike, in the same time
 * (a dummy hash is verified). With the guessing limit on, the attempt is counted first (commands/login-limit.ts):
 * past the limit a 429 before any hashing; a success gives the attempt back, and so does an attempt the server
 * was too busy to check (503). Successes, failures and lockouts go to the audit log (audit/security-events.ts).
 */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  address: string,
): Promise<{ user: UserRow; token: string }> {
  const limited = ctx.config.rateLimit;
  if (limited && !(await countOrRefuse(ctx, email, address))) {
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
  if (limited) await refundLoginSuccess(ctx.db, email, address);
  const token = await issueApiToken(ctx.db, user.id);
  await recordAudit(ctx.db, { user }, accountFact('auth.login', user, address));
  return { user, token };
}
