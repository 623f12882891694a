/**
 * Resolves the caller from `Authorization: Token <api_token>` once per request, and refuses a protected call
 * without one (401) before its body is parsed or validated. Every route under the API base is protected unless
 * its OpenAPI `security` says a token is not needed (`[]`, or `[{}, { token: [] }]` for "optional": share tokens,
 * download tickets), so the reference and the check are one declaration, a new route cannot forget its check,
 * and an anonymous client never learns a body's validation rules.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../common/api/shared';
import { MSG, MSG_ACCOUNT } from '../../common/messages';
import { ANONYMOUS, type Caller, type UserCaller } from '../caller';
import type { AppContext } from '../context';
import type { WrittenTables } from '../db/written-tables';
import { forbidden, unauthorized } from '../errors';
import { hashToken } from '../lib/secrets';
import { lookUpSession } from './session-lookup';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** The tables this request's statements wrote (db/written-tables.ts); null before its body was read. */
    writtenTables: WrittenTables | null;
  }
  interface FastifyContextConfig {
    /** The 401 text of a protected call where docs/product.md fixes one ("No valid user!", "User wasn't logged in"). */
    unauthorizedMessage?: string;
    /**
     * A POST that changes nothing a cache holds (verify_token, login, reset mails, download tickets): its answer
     * leaves every cache as it is (cache/write-bumps.ts).
     */
    cacheNeutral?: boolean;
    /**
     * Open to a person whose organization requires two-step sign-in before they have set it up (its setup,
     * verify_token, logout, their sessions); every other protected call answers them 403 `MFA_SETUP_REQUIRED`.
     */
    mfaSetupAllowed?: boolean;
  }
}

const TOKEN_HEADER = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{16,128})$/;

async function resolveCaller(ctx: AppContext, header: string | undefined): Promise<Caller> {
  const match = header ? TOKEN_HEADER.exec(header.trim()) : null;
  if (!match?.[1]) return ANONYMOUS;
  return (await lookUpSession(ctx, hashToken(match[1]))) ?? ANONYMOUS;
}

/** A token is not required: `security: []`, or a list that holds the empty requirement `{}`. */
export function isPublic(schema: { security?: ReadonlyArray<Record<string, unknown>> } | undefined): boolean {
  const security = schema?.security;
  return Array.isArray(security) && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
}

/** Must be registered before the routes: it marks each protected route as it is added. */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  // Fastify wants no shared object as a decorator default; each request gets its own value in the hook.
  app.decorateRequest('caller');
  app.addHook('onRequest', async (request) => {
    request.caller = request.url.startsWith('/api/')
      ? await resolveCaller(ctx, request.headers.authorization)
      : ANONYMOUS;
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE) || isPublic(route.schema)) return;
    const message = route.config?.unauthorizedMessage ?? MSG.unauthorized;
    const duringMfaSetup = route.config?.mfaSetupAllowed === true;
    // A route-level onRequest runs after the global one above, and before the body is read.
    const check = async (request: FastifyRequest) => {
      if (request.caller.kind !== 'user') throw unauthorized(message);
      if (request.caller.mfaSetupRequired && !duringMfaSetup) throw forbidden(MSG_ACCOUNT.mfaSetupRequired);
    };
    const own = route.onRequest;
    route.onRequest = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
  });
}

/** The signed-in caller, or 401. `message` lets calls answer with their spec text. */
export function requireUser(request: FastifyRequest, message: string = MSG.unauthorized): UserCaller {
  if (request.caller.kind !== 'user') throw unauthorized(message);
  return request.caller;
}
