/**
 * Signing in with a passkey (issue #37): options for `navigator.credentials.get()`, either for a sign-in with the
 * passkey alone (any discoverable passkey of ours; the authenticator must verify the person, so the passkey is both
 * factors and satisfies an organization that requires two-step sign-in) or, with the first step's `mfaToken`, for
 * the second step (that person's passkeys; `POST auth/login/mfa` takes the answer). A password-less attempt is
 * counted by the sign-in guessing limit like a password, and a failed one is a failed sign-in in the audit log.
 */
import { generateAuthenticationOptions, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { accountFact, countLockout, countSignInFailure } from '../audit/security-events';
import type { AppContext } from '../context';
import { passkeys } from '../db/schema';
import { tooManyRequests } from '../errors';
import { relyingParty } from '../lib/relying-party';
import type { SessionClient } from './issue-api-token';
import { countAttemptOrRefuse, refundLoginSuccess } from './login-limit';
import { mfaChallengeUser } from './mfa-challenge';
import { openSession, type SignIn } from './open-session';
import { findPasskey, passkeyInvalid, verifyPasskey } from './passkey-assertion';
import { keepChallenge } from './webauthn-challenges';

/** `POST auth/passkeys/login/options`, for a sign-in of its own or (with `mfaToken`) a second step. */
export async function passkeyLoginOptions(ctx: AppContext, mfaToken?: string) {
  const rp = relyingParty(ctx.config);
  if (mfaToken === undefined) {
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
    await keepChallenge(ctx.db, options.challenge, 'login', null);
    return options;
  }
  const user = await mfaChallengeUser(ctx.db, mfaToken);
  const allowCredentials = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    userVerification: 'preferred',
  });
  await keepChallenge(ctx.db, options.challenge, 'mfa', user.id);
  return options;
}

/**
 * The account an attempt is counted on: the passkey's owner; for a passkey we do not know, the credential itself
 * (as an unknown e-mail is counted under that e-mail), so that such attempts are limited per address too.
 */
const attemptKey = (email: string | undefined, credentialId: string) =>
  email ?? `passkey:${credentialId.slice(0, 100)}`;

/** `POST auth/passkeys/login`: a session, like a password's (the answer of `POST auth/login`). */
export async function passkeyLogin(
  ctx: AppContext,
  response: AuthenticationResponseJSON,
  client: SessionClient,
): Promise<SignIn> {
  const { address } = client;
  const owner = await findPasskey(ctx.db, response.id);
  const key = attemptKey(owner?.user.email, response.id);
  const limited = ctx.config.rateLimit;
  if (limited && !(await countAttemptOrRefuse(ctx, key, address))) {
    await countLockout(ctx, key, address);
    throw tooManyRequests();
  }
  if (!owner || !(await verifyPasskey(ctx.db, ctx, response, 'login', owner))) {
    countSignInFailure(ctx, owner?.user, address);
    throw passkeyInvalid();
  }
  const { user } = owner;
  if (limited) await refundLoginSuccess(ctx.db, key, address);
  await recordAudit(ctx.db, { user }, accountFact('auth.passkeyUsed', user, address));
  return openSession(ctx, user, client);
}
