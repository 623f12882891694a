/**
 * From a token's hash to its session: the user, and whether their organization requires a second step they have
 * not set up. A session ends at its expiry, and once unused for SESSION_IDLE_DAYS; either way it is simply not
 * found. Its last use is written at most once a minute per instance (the idle limit is counted in days, and a
 * write per request would double the statements of every read); that write changes no cache (migration 0028).
 * Ending a session deletes its row, which every instance's session cache hears of through the change feed.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { CachedSession } from '../cache/caches';
import type { Caller } from '../caller';
import type { AppContext } from '../context';
import { apiTokens, organizations, users } from '../db/schema';

/** How stale a session's `lastUsedAt` may get before a request writes it again. */
export const LAST_USE_RESOLUTION_MS = 60_000;

function live(session: CachedSession, idleMs: number, now: Date): boolean {
  return session.expiresAt > now && session.lastUsedAt.getTime() > now.getTime() - idleMs;
}

async function load(ctx: AppContext, tokenHash: string, now: Date): Promise<CachedSession | undefined> {
  const stamp = ctx.caches.sessions.stamp();
  const [row] = await ctx.db
    .select({
      user: users,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      requireMfa: organizations.requireMfa,
      viaSso: apiTokens.viaSso,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        gt(apiTokens.expiresAt, now),
        gt(apiTokens.lastUsedAt, new Date(now.getTime() - ctx.config.sessionIdleMs)),
      ),
    );
  if (!row) return undefined;
  const session = { ...row, requireMfa: row.requireMfa ?? false };
  ctx.caches.sessions.set(tokenHash, session, stamp);
  return session;
}

/** The caller a token's hash stands for, or undefined when it names no live session. */
export async function lookUpSession(ctx: AppContext, tokenHash: string): Promise<Caller | undefined> {
  const now = new Date();
  const cached = ctx.caches.sessions.get(tokenHash);
  const session = cached && live(cached, ctx.config.sessionIdleMs, now) ? cached : await load(ctx, tokenHash, now);
  if (!session) return undefined;
  if (now.getTime() - session.lastUsedAt.getTime() > LAST_USE_RESOLUTION_MS) {
    await ctx.db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.tokenHash, tokenHash));
    session.lastUsedAt = now;
  }
  return {
    kind: 'user',
    user: session.user,
    tokenHash,
    // A single sign-on session came through the organization's own provider, whose sign-in (and its second
    // step, which the organization sets up there) the organization chose: it satisfies the requirement.
    mfaSetupRequired: session.requireMfa && !session.user.mfaEnabled && !session.viaSso,
  };
}
