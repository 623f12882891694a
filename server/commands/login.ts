import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError, invalidCredentials, tooManyRequests } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { issueApiToken } from './issue-api-token';
import { countLoginAttempt, refundLoginAttempt, refundLoginSuccess } from './login-limit';

/**
 * Checks the credentials and opens a session. Unknown e-mail and wrong password answer alike, in the same time
 * (a dummy hash is verified). With the guessing limit on, the attempt is counted first (commands/login-limit.ts):
 * past the limit a 429 before any hashing; a success gives the attempt back, and so does an attempt the server
 * was too busy to check (503).
 */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  address: string,
): Promise<{ user: UserRow; token: string }> {
  const limited = ctx.config.rateLimit;
  if (limited && !(await countLoginAttempt(ctx.db, email, address))) throw tooManyRequests();
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
  if (!user || !ok) throw invalidCredentials();
  if (limited) await refundLoginSuccess(ctx.db, email, address);
  return { user, token: await issueApiToken(ctx.db, user.id) };
}
