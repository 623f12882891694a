/**
 * Adding a passkey (issue #37): options for `navigator.credentials.create()` naming the person (their id as the
 * user handle, so a new passkey on the same authenticator replaces an old one) and their passkeys already added
 * (the authenticator refuses to make a second), then the authenticator's answer, checked against the challenge,
 * the origin and the relying party. Attestation is not asked for: we trust the person, not the device's maker.
 * A passkey turns two-step sign-in on (commands/mfa-state.ts).
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { count, eq } from 'drizzle-orm';
import { MAX_PASSKEYS, type passkeyRegisterBody } from '../../common/api/passkeys';
import type { z } from 'zod';
import { MSG_ACCOUNT } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { UserCaller } from '../caller';
import type { AppContext } from '../context';
import { passkeys, type PasskeyRow } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { claimedOrigin, relyingParty } from '../lib/relying-party';
import { refreshMfaEnabled } from './mfa-state';
import { claimChallenge, keepChallenge } from './webauthn-challenges';

type RegisterBody = z.infer<typeof passkeyRegisterBody>;

const uuidBytes = (id: string) => new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));

async function passkeyCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** `POST auth/passkeys/register/options`. */
export async function passkeyRegistrationOptions(ctx: AppContext, caller: UserCaller) {
  const { user } = caller;
  const existing = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) throw badRequest(MSG_ACCOUNT.passkeyLimit);
  const rp = relyingParty(ctx.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: uuidBytes(user.id),
    attestationType: 'none',
    excludeCredentials: existing,
    // Discoverable where the authenticator can (then it signs in alone); either way it serves as a second step.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(ctx.db, options.challenge, 'register', user.id);
  return options;
}

/** `POST auth/passkeys/register`: checks the authenticator's answer and keeps the passkey under its name. */
export async function registerPasskey(
  ctx: AppContext,
  caller: UserCaller,
  body: RegisterBody,
  address: string,
): Promise<PasskeyRow> {
  const { user } = caller;
  const rp = relyingParty(ctx.config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: (challenge) => claimChallenge(ctx.db, challenge, 'register', user.id),
      expectedOrigin: rp.origins(claimedOrigin(body.response.response.clientDataJSON)),
      expectedRPID: rp.id,
      // A second factor needs the device, not its PIN; a password-less sign-in asks for verification itself.
      requireUserVerification: false,
    });
  } catch (err) {
    ctx.log.info({ err }, 'passkey registration refused');
    throw badRequest(MSG_ACCOUNT.passkeyNotRegistered);
  }
  if (!verified.verified) throw badRequest(MSG_ACCOUNT.passkeyNotRegistered);
  if ((await passkeyCount(ctx, user.id)) >= MAX_PASSKEYS) throw badRequest(MSG_ACCOUNT.passkeyLimit);
  const { credential } = verified.registrationInfo;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? body.response.response.transports ?? []).slice(0, 10),
        name: body.name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw conflict(MSG_ACCOUNT.passkeyAlreadyRegistered);
    await refreshMfaEnabled(tx, user.id);
    await recordAudit(tx, { user }, accountFact('auth.passkeyAdded', user, address));
    return row;
  });
}
