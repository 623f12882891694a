import { and, desc, eq, gt } from 'drizzle-orm';
import type { UserCaller } from '../caller';
import type { AppContext } from '../context';
import { apiTokens } from '../db/schema';

/** The caller's live sessions (not expired, not idle past SESSION_IDLE_DAYS), the most recently used first. */
export type SessionRow = Awaited<ReturnType<typeof listSessions>>[number];

export async function listSessions(ctx: AppContext, caller: UserCaller) {
  const now = Date.now();
  const rows = await ctx.db
    .select({
      id: apiTokens.id,
      tokenHash: apiTokens.tokenHash,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userAgent: apiTokens.userAgent,
      ip: apiTokens.ip,
      placeCountry: apiTokens.placeCountry,
      placeCity: apiTokens.placeCity,
      placeLocal: apiTokens.placeLocal,
    })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, caller.user.id),
        gt(apiTokens.expiresAt, new Date(now)),
        gt(apiTokens.lastUsedAt, new Date(now - ctx.config.sessionIdleMs)),
      ),
    )
    .orderBy(desc(apiTokens.lastUsedAt))
    // A person has a handful; a client that signs in in a loop does not get a page of thousands.
    .limit(200);
  return rows;
}
