/** Small pieces routes share: the guessing limit and the origin used in links we mail. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

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

/** Where links in mails point: PUBLIC_URL when set, else the origin the request came to. */
export function requestOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
