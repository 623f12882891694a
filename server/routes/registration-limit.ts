/**
 * `POST auth/register` creates an account and hashes a password each time, so it is limited like the other calls
 * anyone may make: per client address (REGISTRATION_LIMIT_PER_ADDRESS, 10 an hour), so one address cannot create
 * accounts in bulk, and over all addresses together (REGISTRATION_LIMIT_TOTAL, 300 an hour), so many cannot
 * either. The counters are @fastify/rate-limit's, kept in PostgreSQL or Redis (lib/rate-limit-store.ts), so every
 * instance counts the same sign-ups.
 */
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { refuseWhenExceeded } from './route-helpers';

const HOUR = '1 hour';

/**
 * The route's preHandler (after validation: a form sent with a mistake costs nothing and counts nothing), or
 * undefined with rate limits off. The address is counted first and the total only for an address within its own
 * limit, so one address hammering away cannot use up everyone's allowance.
 */
export function registrationLimit(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.rateLimit) return undefined;
  const { perAddress, total } = ctx.config.registrationLimit;
  // groupId names the counters in PostgreSQL (the plugin's types leave it out of createRateLimit's options).
  const limiter = (options: CreateRateLimitOptions & { groupId: string }) => app.createRateLimit(options);
  const byAddress = limiter({
    groupId: 'register-address',
    max: perAddress,
    timeWindow: HOUR,
    // An IPv6 /64 is one client's, counted as one address (the plugin's own keys do the same).
    keyGenerator: (request) => `register:address:${normalizeIP(request.ip)}`,
  });
  const overall = limiter({
    groupId: 'register-total',
    max: total,
    timeWindow: HOUR,
    keyGenerator: () => 'register:total',
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await refuseWhenExceeded(byAddress, request, reply);
    await refuseWhenExceeded(overall, request, reply);
  };
}
