/**
 * Single sign-on (docs/api.md §7 "Single sign-on"): the organization's set-up for its admins, and the public calls of a
 * sign-in through the organization's OpenID provider. The callback is reached by the browser coming back from the
 * provider, so it answers with redirects into the web app, never with JSON: `/sso/klar#code=…` (a one-time code in
 * the fragment, which no server log or Referer sees) or the sign-in page with `?sso_error=<code>`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { codeOfMessage } from '../../common/api/error-codes';
import { API_BASE, errorSchema, idSchema, successSchema } from '../../common/api/shared';
import {
  SSO_ERROR_PARAM,
  SSO_PATHS,
  SSO_WEB_DONE_PATH,
  ssoCallbackQuery,
  ssoConfigAnswer,
  ssoConfigBody,
  ssoExchangeAnswer,
  ssoExchangeBody,
  ssoLookupAnswer,
  ssoLookupQuery,
  ssoStartQuery,
  ssoVerifyDomainBody,
} from '../../common/api/sso';
import { MSG, MSG_ACCOUNT } from '../../common/messages';
import { removeSso, saveSso, testIssuer } from '../commands/sso/manage-sso';
import { exchangeSsoCode } from '../commands/sso/sso-exchange';
import { SsoFailure } from '../commands/sso/sso-failure';
import { verifySsoDomain } from '../commands/sso/verify-sso-domain';
import { finishSsoSignIn, lookUpSso, startSsoSignIn } from '../commands/sso/sso-sign-in';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize, can } from '../policies/authorize';
import { sessionAbilities } from '../policies/abilities';
import { presentSso } from '../presenters/sso';
import { presentUser } from '../presenters/user';
import { loadBookmarks } from '../queries/bookmarks';
import { findOrganization } from '../queries/organization-view';
import { findSso } from '../queries/sso';
import { loadUserView } from '../queries/user-view';
import { errorAnswers, guessingLimit, requestOrigin } from './route-helpers';
import { sessionClient } from './sign-in-answer';

const tags = ['single sign-on'];
const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const params = z.object({ id: idSchema });
/**
 * Calls of each kind per client address in 15 minutes. Nothing here can be guessed (states and codes are 256
 * random bits), so the limit only bounds the rows a flood writes; it is generous because a whole municipal office
 * often reaches us from one address at nine in the morning.
 */
const SSO_CALLS_PER_ADDRESS = 600;
const redirectAnswer = { 302: z.null().describe('A redirect (Location header)') };
const testBody = z.object({
  issuer: z.url({ error: MSG_ACCOUNT.ssoIssuerInvalid }).max(500),
  clientId: z.string().max(500).optional(),
});

export const ssoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const origin = (request: FastifyRequest) => requestOrigin(ctx, request);
    /** What the admin registers at the provider, and what the provider sends the browser back to. */
    const redirectUri = (request: FastifyRequest) => `${origin(request)}${API_BASE}${SSO_PATHS.callback}`;

    /** The organization, if the caller may manage its single sign-on: 404 when they may not know it, else 403. */
    async function managedOrganization(
      request: FastifyRequest,
      id: string,
      action: 'organization.manageSso' | 'organization.verifySsoDomain' = 'organization.manageSso',
    ) {
      const caller = requireUser(request).user;
      const org = await findOrganization(ctx.db, id);
      if (!org || !can(caller, 'organization.read', org)) throw notFound(MSG.orgNotFound);
      authorize(caller, action, org);
      return { caller, org };
    }

    app.get(
      SSO_PATHS.config,
      { schema: { tags, params, response: { 200: ssoConfigAnswer, ...errors } } },
      async (request) => {
        const { org } = await managedOrganization(request, request.params.id);
        const stored = await findSso(ctx.db, org.id);
        if (!stored) throw notFound(MSG_ACCOUNT.ssoNotConfigured);
        return presentSso(stored, redirectUri(request));
      },
    );

    app.put(
      SSO_PATHS.config,
      {
        schema: {
          tags,
          description:
            "Sets up the organization's OpenID provider; the issuer is checked by discovery (400 when it does not " +
            'answer within seconds). `clientSecret` left out keeps the stored one; it is never returned. An e-mail ' +
            'domain another organization has answers 409.',
          params,
          body: ssoConfigBody,
          response: { 200: ssoConfigAnswer, ...errors },
        },
      },
      async (request) => {
        const { caller, org } = await managedOrganization(request, request.params.id);
        return presentSso(await saveSso(ctx, caller, org, request.body), redirectUri(request));
      },
    );

    app.delete(
      SSO_PATHS.config,
      { schema: { tags, params, response: { 200: successSchema, ...errors } } },
      async (request) => {
        const { caller, org } = await managedOrganization(request, request.params.id);
        await removeSso(ctx, caller, org);
        return { success: true as const };
      },
    );

    app.post(
      SSO_PATHS.configTest,
      {
        config: { cacheNeutral: true },
        schema: {
          tags,
          description: 'Whether an issuer answers discovery now; nothing is saved.',
          params,
          body: testBody,
          response: { 200: z.object({ success: z.literal(true), authorizationEndpoint: z.string() }), ...errors },
        },
      },
      async (request) => {
        await managedOrganization(request, request.params.id);
        const authorizationEndpoint = await testIssuer(ctx, request.body.issuer, request.body.clientId ?? '');
        return { success: true as const, authorizationEndpoint };
      },
    );

    app.post(
      SSO_PATHS.verifyDomain,
      {
        config: { cacheNeutral: true },
        schema: {
          tags,
          description:
            "Proves one of the organization's e-mail domains: its DNS must hold the TXT record the set-up shows " +
            '(`byggarkiv-verification=<token>`); 400 when it does not or DNS does not answer, 409 when another ' +
            'organization has proven the domain. Only proven domains send anybody to the provider. `withoutDns` ' +
            '(the superadmin only, else 403) marks it proven without asking DNS. Audited either way.',
          params,
          body: ssoVerifyDomainBody,
          response: { 200: ssoConfigAnswer, ...errors },
        },
      },
      async (request) => {
        const { caller, org } = await managedOrganization(request, request.params.id, 'organization.verifySsoDomain');
        await verifySsoDomain(ctx, caller, org, request.body.domain, request.body.withoutDns ?? false);
        const stored = await findSso(ctx.db, org.id);
        if (!stored) throw notFound(MSG_ACCOUNT.ssoNotConfigured);
        return presentSso(stored, redirectUri(request));
      },
    );

    app.get(
      SSO_PATHS.lookup,
      {
        config: { rateLimit: guessingLimit(ctx, SSO_CALLS_PER_ADDRESS, 'sso-lookup') },
        schema: {
          tags,
          security: [],
          description:
            "Whether the e-mail's domain signs in through an organization's provider (a proven domain of an " +
            'organization whose single sign-on is on): the sign-in page asks this before it shows a password ' +
            'field. It answers about the domain only, the same for every address in it, so it never tells whether ' +
            'an account exists.',
          querystring: ssoLookupQuery,
          response: { 200: ssoLookupAnswer, ...errors },
        },
      },
      async (request) => lookUpSso(ctx, request.query.email),
    );

    app.get(
      SSO_PATHS.start,
      {
        config: { rateLimit: guessingLimit(ctx, SSO_CALLS_PER_ADDRESS, 'sso-start') },
        schema: {
          tags,
          security: [],
          description:
            "302 to the organization's provider (PKCE S256, state, nonce); 404 when no organization's single sign-on answers for the e-mail's domain.",
          querystring: ssoStartQuery,
          response: { ...redirectAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const url = await startSsoSignIn(ctx, request.query.email, request.query.redirect, redirectUri(request));
        return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
      },
    );

    app.get(
      SSO_PATHS.callback,
      {
        config: { rateLimit: guessingLimit(ctx, SSO_CALLS_PER_ADDRESS, 'sso-callback') },
        schema: {
          tags,
          security: [],
          description: `Where the provider returns the browser: 302 to the web app's ${SSO_WEB_DONE_PATH}#code=… or to its sign-in page with ?${SSO_ERROR_PARAM}=<code>.`,
          querystring: ssoCallbackQuery,
          response: { ...redirectAnswer, 400: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        try {
          const done = await finishSsoSignIn(ctx, request.query, redirectUri(request), request.ip);
          const params = new URLSearchParams({ code: done.code });
          return reply.redirect(`${origin(request)}${SSO_WEB_DONE_PATH}#${params.toString()}`, 302);
        } catch (err) {
          const text = err instanceof SsoFailure ? err.text : MSG_ACCOUNT.ssoFailed;
          if (!(err instanceof SsoFailure)) request.log.error({ err }, 'single sign-on callback failed');
          const params = new URLSearchParams({ [SSO_ERROR_PARAM]: codeOfMessage(text) ?? 'SSO_FAILED' });
          return reply.redirect(`${origin(request)}/sign-in?${params.toString()}`, 302);
        }
      },
    );

    app.post(
      SSO_PATHS.exchange,
      {
        config: { rateLimit: guessingLimit(ctx, SSO_CALLS_PER_ADDRESS, 'sso-exchange') },
        schema: { tags, security: [], body: ssoExchangeBody, response: { 200: ssoExchangeAnswer, ...errors } },
      },
      async (request) => {
        const { user, token, returnPath } = await exchangeSsoCode(ctx, request.body.code, sessionClient(request));
        const view = await loadUserView(ctx.db, user);
        const bookmarks = await loadBookmarks(ctx.db, user.id);
        return {
          success: true as const,
          api_token: token,
          user: presentUser(view.row, view, { populateOrganization: true, bookmarks }),
          abilities: sessionAbilities(user),
          redirect: returnPath,
        };
      },
    );
  };
