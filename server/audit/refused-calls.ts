/**
 * Refused calls in the audit log (`auth.refused`): a 401, 403, 404 or 429 from an API route is counted per caller
 * (or, without a session, per client address), route, status and hour, and written as one row with its count
 * (audit/event-counter.ts). Probing ids, guessing tickets or share tokens, or hammering a limit leaves one row an
 * hour, never one row per probe. The route is named by its pattern (`GET /api/v1/project/:id`), never its URL,
 * which can carry a ticket or a share token.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../common/api/shared';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import type { EventCounter } from './event-counter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` on a route that records its own refusals (sign-in: `auth.loginFailed`, `auth.lockout`), so they are
     * not counted twice.
     */
    refusalsAudited?: false;
  }
}

/** The statuses that refuse the caller. */
const REFUSALS = new Set([401, 403, 404, 429]);
/** A 404 that tells a state, not a refusal: a thumbnail not made yet, which the web app asks for again. */
const NOT_REFUSALS = new Set(['THUMBNAIL_PENDING']);

/** The status an error refuses with, or undefined when it is no refusal (400s, 409s, server errors). */
export function refusalStatus(error: unknown): number | undefined {
  if (!(error instanceof AppError) || !REFUSALS.has(error.status) || NOT_REFUSALS.has(error.code)) return undefined;
  return error.status;
}

/** Counts each refused API call; must be added before the routes. */
export function registerRefusedCallAudit(app: FastifyInstance, counter: EventCounter): void {
  app.addHook('onError', async (request, _reply, error) => {
    const status = refusalStatus(error);
    const route = request.routeOptions.url;
    if (status === undefined || !route?.startsWith(API_BASE)) return;
    if (request.routeOptions.config?.refusalsAudited === false) return;
    countRefusal(counter, request, status, `${request.method} ${route}`);
  });
}

function countRefusal(counter: EventCounter, request: FastifyRequest, status: number, name: string): void {
  // A refusal can come before the caller is known (an earlier hook's); then it is counted by address.
  const caller = request.caller as Caller | undefined;
  const user = caller?.kind === 'user' ? caller.user : undefined;
  const client = user ? `user:${user.id}` : `address:${normalizeIP(request.ip)}`;
  counter.count(`auth.refused|${client}|${status}|${name}`, {
    actor: user ? { user } : null,
    fact: {
      action: 'auth.refused',
      entityType: 'route',
      entityId: name,
      entityName: `${name} (${status})`,
      organizationId: user?.organizationId ?? null,
      clientAddress: request.ip,
    },
  });
}
