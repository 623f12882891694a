import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { invalidCredentials } from '../errors';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { issueApiToken } from './issue-api-token';

/** Checks the credentials and opens a session. Unknown e-mail and wrong password answer alike. */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw invalidCredentials();
  return { user, token: await issueApiToken(ctx.db, user.id) };
}
