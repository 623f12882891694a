/** Resolves the caller from `Authorization: Token <api_token>` once per request. */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../common/messages';
import { ANONYMOUS, type Caller, type UserCaller } from '../caller';
import type { AppContext } from '../context';
import { apiTokens, users } from '../db/schema';
import { unauthorized } from '../errors';
import { hashToken } from '../lib/secrets';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const TOKEN_HEADER = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{16,128})$/;

async function resolveCaller(ctx: AppContext, header: string | undefined): Promise<Caller> {
  const match = header ? TOKEN_HEADER.exec(header.trim()) : null;
  if (!match?.[1]) return ANONYMOUS;
  const tokenHash = hashToken(match[1]);
  const cached = ctx.caches.sessions.get(tokenHash);
  if (cached && cached.expiresAt > new Date()) return { kind: 'user', user: cached.user, tokenHash };
  const stamp = ctx.caches.sessions.stamp();
  const [row] = await ctx.db
    .select({ user: users, expiresAt: apiTokens.expiresAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, new Date())));
  if (!row) return ANONYMOUS;
  ctx.caches.sessions.set(tokenHash, row, stamp);
  return { kind: 'user', user: row.user, tokenHash };
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  // Fastify wants no shared object as a decorator default; each request gets its own value in the hook.
  app.decorateRequest('caller');
  app.addHook('onRequest', async (request) => {
    request.caller = request.url.startsWith('/api/')
      ? await resolveCaller(ctx, request.headers.authorization)
      : ANONYMOUS;
  });
}

/** The signed-in caller, or 401. `message` lets calls answer with their spec text. */
export function requireUser(request: FastifyRequest, message: string = MSG.unauthorized): UserCaller {
  if (request.caller.kind !== 'user') throw unauthorized(message);
  return request.caller;
}
