/**
 * Where @fastify/rate-limit keeps its counters so that every instance counts the same requests: Redis when
 * `REDIS_URL` is set (one atomic script per request), PostgreSQL otherwise (one upsert
 * per request into `rate_limit_counters`). Only the limited calls pay for it: password reset, sign-ups
 * (routes/registration-limit.ts), password changes (routes/change-password-limit.ts) and the public share-link
 * reads; sign-in attempts are counted by commands/login-limit.ts.
 *
 * Every one of these limits stands between a guesser and a secret, so a store that cannot count (Redis or the
 * database down) refuses the call with 503 `LIMITS_UNAVAILABLE` and Retry-After (the plugin runs with
 * `skipOnError: false`): letting calls through uncounted would give unlimited guesses for as long as it lasts.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rowsOf, type Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { limitsUnavailable } from '../errors';

type Counted = { current: number; ttl: number };
type RouteParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };
type StoreLog = { warn: (obj: object, msg: string) => void };
/** Counts one request under `key` in a window of `windowMs` (started by the first). */
type CountHit = (key: string, windowMs: number) => Promise<Counted>;

/**
 * The plugin's `store` option over `count`: a class, since the plugin makes one per route through `child`. A
 * count that fails is logged and answered as `limitsUnavailable`, which the plugin throws on.
 */
function storeOver(count: CountHit, log: StoreLog, rootPrefix: string) {
  return class GuardedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = rootPrefix,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      count(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => {
          log.warn({ err }, 'rate-limit store unavailable: the call is refused');
          callback(limitsUnavailable());
        },
      );
    }

    /** One counter per group (routes that share an allowance), otherwise per route. */
    child(routeOptions: RouteParams & object): FastifyRateLimitStore {
      const scope = routeOptions.groupId ?? `${String(routeOptions.routeInfo?.method)}${routeOptions.routeInfo?.url}`;
      return new GuardedRateLimitStore({}, `${this.prefix}${scope}:`);
    }
  };
}

/** Counters in PostgreSQL (`rate_limit_counters`). */
export function postgresRateLimitStore(db: Db, log: StoreLog) {
  return storeOver((key, windowMs) => countHit(db, key, windowMs), log, 'rl:');
}

/** Counters in Redis: a key per counter that expires with its window. */
export function redisRateLimitStore(redis: Redis, log: StoreLog) {
  return storeOver((key, windowMs) => countRedisHit(redis, key, windowMs), log, 'byggarkiv-rl:');
}

/** INCR, and the window's expiry set by the first hit (or again if a key was left without one). */
const REDIS_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counts a request in Redis, atomically (one script). */
export async function countRedisHit(redis: Redis, key: string, windowMs: number): Promise<Counted> {
  const [current, ttl] = (await redis.eval(REDIS_HIT, 1, key, String(windowMs))) as [number, number];
  return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
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
