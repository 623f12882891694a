/**
 * Where @fastify/rate-limit keeps its counters so that every instance counts the same requests: Redis when
 * `REDIS_URL` is set (the plugin's own store, one atomic script per request), PostgreSQL otherwise (one upsert
 * per request into `rate_limit_counters`). Only the limited calls pay for it: password reset, sign-ups
 * (routes/registration-limit.ts) and the public share-link reads; sign-in attempts are counted by
 * commands/login-limit.ts.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

type Counted = { current: number; ttl: number };
type RouteParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

/** The plugin's `store` option: a class, since the plugin makes one per route through `child`. */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** One counter per group (routes that share an allowance), otherwise per route. */
    child(routeOptions: RouteParams & object): FastifyRateLimitStore {
      const scope = routeOptions.groupId ?? `${String(routeOptions.routeInfo?.method)}${routeOptions.routeInfo?.url}`;
      return new PostgresRateLimitStore({}, `${this.prefix}${scope}:`);
    }
  };
}

/** Counts a request in the key's window (a fresh one of `windowMs` when none is running) and says how many. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const t = rateLimitCounters;
  const [row] = rowsOf<{ hits: number; ttl: number }>(
    await db.execute(sql`
      insert into ${t} (key, hits, expires_at) values (${key}, 1, ${window})
      on conflict (key) do update set
        hits = case when ${t.expiresAt} > now() then ${t.hits} + 1 else 1 end,
        expires_at = case when ${t.expiresAt} > now() then ${t.expiresAt} else ${window} end
      returning hits, ceil(extract(epoch from expires_at - now()) * 1000)::int as ttl`),
  );
  return { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/** Drops counters whose window has passed (the hourly sweep). */
export async function removeExpiredCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}
