/**
 * Passkeys (WebAuthn, issue #37): the caller's own (added, listed, renamed, removed) and signing in with one.
 * Everything about one's own passkeys needs only a session (another person's passkey is 404); the sign-in calls
 * are public, like `POST auth/login`. The relying party is PUBLIC_URL's host (lib/relying-party.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswer } from '../../common/api/auth';
import {
  PASSKEY_PATHS as PATHS,
  creationOptionsAnswer,
  passkeyListAnswer,
  passkeyLoginBody,
  passkeyLoginOptionsBody,
  passkeyParams,
  passkeyRegisterBody,
  passkeyRemoveBody,
  passkeyRenameBody,
  passkeySchema,
  requestOptionsAnswer,
} from '../../common/api/passkeys';
import { successSchema } from '../../common/api/shared';
import { listPasskeys, removePasskey, renamePasskey } from '../commands/manage-passkeys';
import { passkeyLogin, passkeyLoginOptions } from '../commands/passkey-sign-in';
import { passkeyRegistrationOptions, registerPasskey } from '../commands/register-passkey';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { presentPasskey } from '../presenters/passkey';
import { duringMfaSetup, errorAnswers, guessingLimit } from './route-helpers';
import { sessionClient, signInAnswer } from './sign-in-answer';

const tags = ['auth'];
const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

export const passkeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      PATHS.registerOptions,
      {
        // A passkey meets an organization's requirement: adding one is open while it waits to be met.
        config: duringMfaSetup,
        schema: {
          tags,
          description:
            'Starts adding a passkey: WebAuthn creation options for `navigator.credentials.create()` (relying ' +
            "party: PUBLIC_URL's host; the caller's passkeys excluded; no attestation). Its challenge lasts five " +
            'minutes and is used once. At most 20 passkeys per person (400).',
          response: { 200: creationOptionsAnswer, ...errors },
        },
      },
      // Spread: WebAuthn's interface becomes a plain object the loose answer schema takes.
      async (request) => ({ ...(await passkeyRegistrationOptions(ctx, requireUser(request))) }),
    );

    app.post(
      PATHS.register,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description:
            "Adds the passkey: `response`, the new credential's JSON, answering the options' challenge from our " +
            'origin, and a `name`. Answers 201 the passkey. Two-step sign-in is on from now (`mfaEnabled`), which ' +
            "meets an organization's requirement. A credential already added is 409.",
          body: passkeyRegisterBody,
          response: { 201: passkeySchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await registerPasskey(ctx, requireUser(request), request.body, request.ip);
        return reply.status(201).send(presentPasskey(row));
      },
    );

    app.get(
      PATHS.list,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description: "The caller's passkeys, oldest first (list answer).",
          response: { 200: passkeyListAnswer, ...errors },
        },
      },
      async (request) => {
        const result = (await listPasskeys(ctx, requireUser(request))).map(presentPasskey);
        return { limit: result.length, skip: 0, total: result.length, result };
      },
    );

    app.patch(
      PATHS.one,
      {
        schema: {
          tags,
          description: "Renames one of the caller's passkeys; another person's is 404.",
          params: passkeyParams,
          body: passkeyRenameBody,
          response: { 200: passkeySchema, ...errors },
        },
      },
      async (request) =>
        presentPasskey(await renamePasskey(ctx, requireUser(request), request.params.id, request.body.name)),
    );

    app.delete(
      PATHS.one,
      {
        schema: {
          tags,
          description:
            "Removes one of the caller's passkeys. The body carries the account's `password` (a session alone " +
            'must not strip a factor; counted by the sign-in guessing limit). Refused (400) when it is the last ' +
            "second factor and the person's organization requires two-step sign-in. Another person's is 404.",
          params: passkeyParams,
          body: passkeyRemoveBody,
          response: { 200: successSchema, ...errors },
        },
      },
      async (request) => {
        await removePasskey(ctx, requireUser(request), request.params.id, request.body.password, request.ip);
        return { success: true as const };
      },
    );

    app.post(
      PATHS.loginOptions,
      {
        config: { rateLimit: guessingLimit(ctx, 300, 'passkey-options'), cacheNeutral: true },
        schema: {
          tags,
          security: [],
          description:
            'WebAuthn request options for `navigator.credentials.get()`. Without a body: a sign-in with a passkey ' +
            'alone (any discoverable passkey; user verification required), answered at `POST auth/passkeys/login`. ' +
            "With `{ mfaToken }` from `POST auth/login`: the second step (that person's passkeys), answered at " +
            '`POST auth/login/mfa` as `{ mfaToken, passkey }`. The challenge lasts five minutes and is used once.',
          body: passkeyLoginOptionsBody.nullish(),
          response: { 200: requestOptionsAnswer, ...errors },
        },
      },
      async (request) => ({ ...(await passkeyLoginOptions(ctx, request.body?.mfaToken)) }),
    );

    app.post(
      PATHS.login,
      {
        config: { cacheNeutral: true, refusalsAudited: false },
        schema: {
          tags,
          security: [],
          description:
            'Signs in with a passkey alone: `response`, the assertion to options of `POST auth/passkeys/login/' +
            'options`. Answers like `POST auth/login` with a session: the passkey, verified by its authenticator, ' +
            "is both factors (it meets an organization's requirement). A passkey that does not verify (unknown, " +
            'wrong origin, used challenge, counter gone back) is 401 `PASSKEY_INVALID` and a failed sign-in, ' +
            'counted by the guessing limit.',
          body: passkeyLoginBody,
          response: { 200: loginAnswer, ...errors },
        },
      },
      async (request) => signInAnswer(ctx, await passkeyLogin(ctx, request.body.response, sessionClient(request))),
    );
  };
