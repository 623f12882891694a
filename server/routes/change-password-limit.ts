/**
 * `POST change_password` checks the current password, so a stolen session could guess it and take the account over
 * for good; and each call hashes a password. It is limited per caller (CHANGE_PASSWORD_PER_CALLER in 15 minutes),
 * so one session cannot guess, and per client address (CHANGE_PASSWORD_PER_ADDRESS), so many sessions from one
 * place cannot either. The counters are @fastify/rate-limit's, shared by every instance (lib/rate-limit-store.ts).
 */
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { refuseWhenExceeded } from './route-helpers';

/** Calls one session may make in the window: a person changes a password now and then, never ten times over. */
export const CHANGE_PASSWORD_PER_CALLER = 10;
/** Higher: an office changes passwords from one address. */
export const CHANGE_PASSWORD_PER_ADDRESS = 50;
const WINDOW = '15 minutes';

/**
 * The route's preHandler (after validation, so a form sent with a mistake counts nothing; after authentication, so
 * the caller is known), or undefined with rate limits off. Every call counts, whatever its outcome.
 */
export function changePasswordLimit(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.rateLimit) return undefined;
  // groupId names the counters in PostgreSQL (the plugin's types leave it out of createRateLimit's options).
  const limiter = (options: CreateRateLimitOptions & { groupId: string }) => app.createRateLimit(options);
  const byCaller = limiter({
    groupId: 'change-password-caller',
    max: CHANGE_PASSWORD_PER_CALLER,
    timeWindow: WINDOW,
    keyGenerator: (request) =>
      `change-password:caller:${request.caller.kind === 'user' ? request.caller.user.id : 'anonymous'}`,
  });
  const byAddress = limiter({
    groupId: 'change-password-address',
    max: CHANGE_PASSWORD_PER_ADDRESS,
    timeWindow: WINDOW,
    // An IPv6 /64 is one client's, counted as one address (the plugin's own keys do the same).
    keyGenerator: (request) => `change-password:address:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await refuseWhenExceeded(byCaller, request, reply);
    await refuseWhenExceeded(byAddress, request, reply);
  };
}
