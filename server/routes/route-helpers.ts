/** Small pieces routes share: the error answers they declare, the guessing limits, the origin used in links we mail. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorSchema } from '../../common/api/shared';
import type { AppContext } from '../context';
import { tooManyRequests } from '../errors';

/** The error envelope under each status a route may answer with, for its response schema. */
export function errorAnswers<C extends number>(...codes: C[]): Record<C, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<C, typeof errorSchema>;
}

/** A route's config: open while the organization's two-step requirement waits to be met (plugins/auth.ts). */
export const duringMfaSetup = { mfaSetupAllowed: true };

/**
 * Rate limit for calls that could be used to guess secrets: counted per client address and per
 * account named in the body, so one attacker cannot lock out everyone behind the same address.
 */
export function guessingLimit(ctx: AppContext, max: number, group: string) {
  if (!ctx.config.rateLimit) return false as const;
  return {
    max,
    timeWindow: '15 minutes',
    groupId: group,
    // After body parsing, so the key can name the account.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.ip}|${email}`;
    },
  };
}

/** A counter made with `app.createRateLimit`. */
export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the call on `limit` and refuses it with 429 and Retry-After when that goes over its allowance. */
export async function refuseWhenExceeded(limit: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const counted = await limit(request);
  if (counted.isAllowed || !counted.isExceeded) return;
  void reply.header('Retry-After', String(counted.ttlInSeconds));
  throw tooManyRequests();
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Where links in mails point: PUBLIC_URL when set. Without it, the origin the request came to only when that is
 * this machine (local use and tests): the Host header is the sender's to choose, and a reset mail whose link
 * points where an attacker said would hand them the victim's token (password-reset poisoning). Otherwise the
 * server's own local address, and the start-up warns that PUBLIC_URL is missing.
 */
export function requestOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/$/, '');
  if (LOOPBACK.test(request.host)) return `${request.protocol}://${request.host}`;
  return `http://localhost:${ctx.config.port}`;
}
