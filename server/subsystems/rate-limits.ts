/**
 * Rate limits whose counters every instance shares (lib/rate-limit-store.ts): in Redis when REDIS_URL names one,
 * else in the database. A store that cannot count refuses the call (503) rather than letting it through.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { MSG } from '../../common/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tooManyRequests } from '../errors';
import { postgresRateLimitStore, redisRateLimitStore } from '../lib/rate-limit-store';

export async function registerRateLimits(app: FastifyInstance, deps: { db: Db; config: Config }): Promise<void> {
  // No offline queue: while Redis is away a count fails at once (503) instead of waiting for each reconnect.
  const redis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'redis: rate-limit store unavailable'));
    // Ready before the first request when Redis answers within two seconds; limited calls are refused until it does.
    app.addHook('onReady', async () => {
      if (redis.status !== 'ready')
        await new Promise<void>((resolve) => {
          redis.once('ready', resolve);
          setTimeout(resolve, 2_000).unref();
        });
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: false,
    store: redis ? redisRateLimitStore(redis, app.log) : postgresRateLimitStore(deps.db, app.log),
    errorResponseBuilder: () => tooManyRequests(MSG.tooManyRequests),
  });
}
