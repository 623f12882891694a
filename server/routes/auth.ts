import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  authAnswer,
  changePasswordBody,
  loginAnswer,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendResetBody,
  verifyAnswer,
} from '../../common/api/auth';
import { successSchema } from '../../common/api/shared';
import { MSG } from '../../common/messages';
import { changePassword } from '../commands/change-password';
import { login } from '../commands/login';
import { logout } from '../commands/logout';
import { registerUser } from '../commands/register-user';
import { resetPassword } from '../commands/reset-password';
import { sendPasswordReset } from '../commands/send-password-reset';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { sessionAbilities } from '../policies/abilities';
import { presentUser } from '../presenters/user';
import { loadBookmarks } from '../queries/bookmarks';
import { loadUserView } from '../queries/user-view';
import { changePasswordLimit } from './change-password-limit';
import { duringMfaSetup, errorAnswers, guessingLimit, requestOrigin } from './route-helpers';
import { registrationLimit } from './registration-limit';
import { sessionClient, signInAnswer } from './sign-in-answer';

const tags = ['auth'];
// Too much password hashing waiting in this instance (lib/passwords.ts): come back after Retry-After.
const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      AUTH_PATHS.register,
      {
        preHandler: registrationLimit(app, ctx),
        schema: { tags, security: [], body: registerBody, response: { 201: authAnswer, ...errors } },
      },
      async (request, reply) => {
        const { user, token } = await registerUser(ctx, request.body, sessionClient(request));
        const view = await loadUserView(ctx.db, user);
        return reply.status(201).send({
          success: true as const,
          api_token: token,
          user: presentUser(view.row, view),
          abilities: sessionAbilities(user),
        });
      },
    );

    app.post(
      AUTH_PATHS.login,
      // The guessing limit counts each attempt before its password is checked and gives a success its attempt
      // back, shared by all instances (commands/login-limit.ts). Its refusals are audited by the command itself.
      {
        config: { cacheNeutral: true, refusalsAudited: false },
        schema: {
          tags,
          security: [],
          description:
            'With two-step sign-in on (the app or a passkey), the answer is `{ mfaRequired: true, mfaToken, methods }` ' +
            'and no api token (`methods`: `totp`, `passkey`, what the person has): `POST auth/login/mfa` completes it. ' +
            'A member whose organization requires two-step sign-in and who ' +
            'has not set it up gets `mfaSetupRequired: true` and may only set it up.',
          body: loginBody,
          response: { 200: loginAnswer, ...errors },
        },
      },
      async (request) => {
        const { email, password } = request.body;
        return signInAnswer(ctx, await login(ctx, email, password, sessionClient(request)));
      },
    );

    app.post(
      AUTH_PATHS.verifyToken,
      {
        config: { cacheNeutral: true, mfaSetupAllowed: true },
        schema: { tags, response: { 200: verifyAnswer, ...errors } },
      },
      async (request) => {
        const caller = requireUser(request);
        const load = async () => ({
          view: await loadUserView(ctx.db, caller.user),
          bookmarks: await loadBookmarks(ctx.db, caller.user.id),
        });
        const { view, bookmarks } = caller.user.organizationId
          ? await ctx.caches.memberViews.through(caller.user.id, load)
          : await load();
        return {
          success: true as const,
          user: presentUser(view.row, view, { populateOrganization: true, bookmarks }),
          abilities: sessionAbilities(caller.user),
          ...(caller.mfaSetupRequired ? { mfaSetupRequired: true } : {}),
        };
      },
    );

    app.post(
      AUTH_PATHS.logout,
      { config: duringMfaSetup, schema: { tags, response: { 200: successSchema, ...errors } } },
      async (request) => {
        await logout(ctx.db, requireUser(request), request.ip);
        return { success: true as const };
      },
    );

    app.post(
      AUTH_PATHS.sendPasswordResetEmail,
      {
        config: { rateLimit: guessingLimit(ctx, 5, 'reset'), cacheNeutral: true },
        schema: { tags, security: [], body: sendResetBody, response: { 200: successSchema, ...errors } },
      },
      async (request) => {
        // Answered before the lookup and the mail: the time taken must not tell whether the address has an
        // account (an SMTP round trip would). Failures are the command's to log.
        void sendPasswordReset(ctx, request.body.email, requestOrigin(ctx, request)).catch((err: unknown) =>
          request.log.error({ err }, 'password reset failed'),
        );
        return { success: true as const };
      },
    );

    app.post(
      AUTH_PATHS.resetPassword,
      {
        config: { rateLimit: guessingLimit(ctx, 10, 'reset-password') },
        schema: { tags, security: [], body: resetPasswordBody, response: { 200: successSchema, ...errors } },
      },
      async (request) => {
        await resetPassword(ctx, request.body.token, request.body.password, {
          address: request.ip,
          origin: requestOrigin(ctx, request),
        });
        return { success: true as const };
      },
    );

    app.post(
      AUTH_PATHS.changePassword,
      {
        config: { unauthorizedMessage: MSG.notLoggedIn },
        preHandler: changePasswordLimit(app, ctx),
        schema: { tags, body: changePasswordBody, response: { 200: successSchema, ...errors } },
      },
      async (request) => {
        await changePassword(ctx, requireUser(request), request.body, {
          address: request.ip,
          origin: requestOrigin(ctx, request),
        });
        return { success: true as const };
      },
    );
  };
