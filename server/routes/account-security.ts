/**
 * Two-step sign-in and sessions (issue #37): TOTP setup, confirmation and removal, the second step of a sign-in,
 * and the caller's own sessions. Everything here is about the caller's own account: no policy beyond being
 * signed in, and another person's session is not found.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_SECURITY_PATHS as PATHS,
  endSessionsQuery,
  loginMfaBody,
  type LoginMfaBody,
  mfaDisableBody,
  recoveryCodesBody,
  recoveryCodesAnswer,
  sessionListAnswer,
  sessionParams,
  totpEnableBody,
  totpSetupAnswer,
} from '../../common/api/account-security';
import { loginAnswer } from '../../common/api/auth';
import { successSchema } from '../../common/api/shared';
import { endOtherSessions, endSession } from '../commands/end-sessions';
import { disableMfa, enableTotp, renewRecoveryCodes, setUpTotp } from '../commands/manage-totp';
import { completeMfaLogin, type SecondStepProof } from '../commands/mfa-challenge';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { presentSession } from '../presenters/session';
import { listSessions } from '../queries/sessions';
import { sessionClient, signInAnswer } from './sign-in-answer';
import { duringMfaSetup, errorAnswers } from './route-helpers';

const tags = ['auth'];
const endedAnswer = successSchema.extend({ ended: z.number().int() });
const errors = errorAnswers(400, 401, 403, 404, 429, 503);
/** The body's one proof (the contract refuses both and neither). */
const secondStepProof = (body: LoginMfaBody): SecondStepProof =>
  body.passkey ? { passkey: body.passkey } : { code: body.code ?? '' };

export const accountSecurityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      PATHS.totpSetup,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description:
            'Starts two-step sign-in with an authenticator app (RFC 6238 TOTP: SHA-1, 6 digits, 30 s). The secret ' +
            'counts once `auth/mfa/totp/enable` confirms a code from it; a new setup replaces an unconfirmed one. ' +
            'Refused (400) while two-step sign-in is on.',
          response: { 200: totpSetupAnswer, ...errors },
        },
      },
      async (request) => setUpTotp(ctx, requireUser(request)),
    );

    app.post(
      PATHS.totpEnable,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description:
            'Confirms the set-up secret with a current code (one 30-second step of clock skew either way) and ' +
            'turns two-step sign-in on. Answers ten single-use recovery codes, this once; only their hashes are kept.',
          body: totpEnableBody,
          response: { 200: recoveryCodesAnswer, ...errors },
        },
      },
      async (request) => enableTotp(ctx, requireUser(request), request.body.code, request.ip),
    );

    app.post(
      PATHS.disable,
      {
        schema: {
          tags,
          description:
            'Turns two-step sign-in off with the password and a current code (TOTP or an unused recovery code); ' +
            "refused while the person's organization requires it. Counted by the sign-in guessing limit.",
          body: mfaDisableBody,
          response: { 200: successSchema, ...errors },
        },
      },
      async (request) => {
        await disableMfa(ctx, requireUser(request), request.body, request.ip);
        return { success: true as const };
      },
    );

    app.post(
      PATHS.recoveryCodes,
      {
        schema: {
          tags,
          description:
            'Ten new single-use recovery codes, answered this once, in place of the old ones (which stop working): ' +
            'with the password and a current code (TOTP or an unused recovery code). Counted by the sign-in ' +
            'guessing limit.',
          body: recoveryCodesBody,
          response: { 200: recoveryCodesAnswer, ...errors },
        },
      },
      async (request) => renewRecoveryCodes(ctx, requireUser(request), request.body, request.ip),
    );

    app.post(
      PATHS.loginMfa,
      {
        config: { cacheNeutral: true, refusalsAudited: false },
        schema: {
          tags,
          security: [],
          description:
            "A sign-in's second step: the `mfaToken` of `POST auth/login` (five minutes, one session at most) and " +
            'either `code`, a TOTP code or an unused recovery code, or `passkey`, the assertion of one of their ' +
            'passkeys to the options `POST auth/passkeys/login/options` gave for that `mfaToken`. Answers like ' +
            '`POST auth/login`. A wrong code or passkey is a failed sign-in (401 `MFA_CODE_INVALID` / ' +
            '`PASSKEY_INVALID`, counted by the guessing limit); an expired token 401 `MFA_TOKEN_INVALID`.',
          body: loginMfaBody,
          response: { 200: loginAnswer, ...errors },
        },
      },
      async (request) =>
        signInAnswer(
          ctx,
          await completeMfaLogin(ctx, request.body.mfaToken, secondStepProof(request.body), sessionClient(request)),
        ),
    );

    app.get(
      PATHS.sessions,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description:
            "The caller's sessions: not expired and used within SESSION_IDLE_DAYS, the most recently used first " +
            '(`current`: the one this call was made with).',
          response: { 200: sessionListAnswer, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request);
        const result = (await listSessions(ctx, caller)).map((row) => presentSession(caller, row));
        return { limit: result.length, skip: 0, total: result.length, result };
      },
    );

    app.delete(
      PATHS.sessions,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description: 'With `others=true`: ends every session of the caller but the current one.',
          querystring: endSessionsQuery,
          response: { 200: endedAnswer, ...errors },
        },
      },
      async (request) => {
        const ended = await endOtherSessions(ctx, requireUser(request), request.ip);
        return { success: true as const, ended };
      },
    );

    app.delete(
      PATHS.session,
      {
        config: duringMfaSetup,
        schema: {
          tags,
          description:
            "Ends one of the caller's sessions: its token answers 401 at once, on every instance. Another " +
            "person's session is 404.",
          params: sessionParams,
          response: { 200: successSchema, ...errors },
        },
      },
      async (request) => {
        await endSession(ctx, requireUser(request), request.params.id, request.ip);
        return { success: true as const };
      },
    );
  };
