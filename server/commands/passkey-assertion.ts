/**
 * Checking a passkey's assertion (WebAuthn `navigator.credentials.get()`): the passkey it names, the challenge it
 * signed (ours, for this purpose, unused; used up now), the origin and relying party, the signature, and the
 * counter. An authenticator that keeps a counter must report a higher one each time (a lower or equal one means a
 * copy of the key is in use somewhere); one that keeps none reports 0 every time. The counter moves in the
 * statement that checks it, so two requests cannot both use one reading.
 */
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, lt } from 'drizzle-orm';
import { MSG_ACCOUNT } from '../../common/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { passkeys, users, type ChallengePurpose, type PasskeyRow, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { claimedOrigin, relyingParty } from '../lib/relying-party';
import { claimChallenge } from './webauthn-challenges';

export const passkeyInvalid = () => new AppError(401, MSG_ACCOUNT.passkeyInvalid, 'PASSKEY_INVALID');

export interface PasskeyOwner {
  passkey: PasskeyRow;
  user: UserRow;
}

/** The passkey a response names, with its owner. */
export async function findPasskey(db: Db, credentialId: string): Promise<PasskeyOwner | undefined> {
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return found;
}

const userHandleOf = (userId: string) => Buffer.from(userId.replace(/-/g, ''), 'hex').toString('base64url');

/**
 * Verifies an assertion of `owner`'s passkey for `purpose` and records its use; false when anything does not hold.
 * A password-less sign-in (`login`) needs the authenticator to have verified the person (PIN, fingerprint): the
 * passkey then stands for both factors.
 */
export async function verifyPasskey(
  db: Db,
  ctx: AppContext,
  response: AuthenticationResponseJSON,
  purpose: ChallengePurpose,
  owner: PasskeyOwner,
): Promise<boolean> {
  const { passkey } = owner;
  const handle = response.response.userHandle;
  if (handle && handle !== userHandleOf(passkey.userId)) return false;
  const rp = relyingParty(ctx.config);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) =>
        claimChallenge(db, challenge, purpose, purpose === 'login' ? null : passkey.userId),
      expectedOrigin: rp.origins(claimedOrigin(response.response.clientDataJSON)),
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: purpose === 'login',
    });
    if (!verified.verified) return false;
    newCounter = verified.authenticationInfo.newCounter;
  } catch (err) {
    ctx.log.info({ err }, 'passkey assertion refused');
    return false;
  }
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(
      and(eq(passkeys.id, passkey.id), newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter)),
    )
    .returning({ id: passkeys.id });
  return moved.length > 0;
}

/** The second step's passkey: it must be `userId`'s own. */
export async function usePasskey(
  db: Db,
  ctx: AppContext,
  response: AuthenticationResponseJSON,
  userId: string,
): Promise<boolean> {
  const owner = await findPasskey(db, response.id);
  if (owner?.passkey.userId !== userId) return false;
  return verifyPasskey(db, ctx, response, 'mfa', owner);
}
