/**
 * The second step of a sign-in (issue #37). The first step, a right password on an account with two-step sign-in,
 * opens a challenge: an `mfaToken` that lives five minutes. `POST auth/login/mfa` answers it with a TOTP code,
 * an unused recovery code, or a passkey's assertion. Each attempt is counted by the sign-in limit before its code is checked (a wrong one
 * is a failed sign-in in the audit log); the right one deletes the challenge, so a token opens one session at
 * most, and gives the attempts back.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { MFA_TOKEN_LIFETIME_MS, type SecondFactorKind } from '../../common/api/account-security';
import { MSG_ACCOUNT } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact, countLockout, countSignInFailure } from '../audit/security-events';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { mfaChallenges, passkeys, users, type UserRow } from '../db/schema';
import { AppError, tooManyRequests } from '../errors';
import { hashToken, newToken } from '../lib/secrets';
import type { SessionClient } from './issue-api-token';
import { countAttemptOrRefuse, refundLoginAttempt, refundLoginSuccess } from './login-limit';
import { openSession, type SignIn } from './open-session';
import { passkeyInvalid, usePasskey } from './passkey-assertion';
import { useSecondFactor } from './second-factor';

const tokenInvalid = () => new AppError(401, MSG_ACCOUNT.mfaTokenInvalid, 'MFA_TOKEN_INVALID');
const codeInvalid = () => new AppError(401, MSG_ACCOUNT.mfaCodeInvalid, 'MFA_CODE_INVALID');

/** A new challenge for the user, and what they have to answer it with; expired ones go at the same time. */
export async function openMfaChallenge(db: Db, user: UserRow): Promise<SignIn & { kind: 'challenge' }> {
  const token = newToken();
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date()));
  await db
    .insert(mfaChallenges)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + MFA_TOKEN_LIFETIME_MS) });
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1);
  const methods: SecondFactorKind[] = [];
  if (user.totpEnabled) methods.push('totp');
  if (passkey) methods.push('passkey');
  return { kind: 'challenge', mfaToken: token, methods };
}

/** The person a live `mfaToken` stands for. */
export async function mfaChallengeUser(db: Db, mfaToken: string): Promise<UserRow> {
  const [found] = await db
    .select({ user: users })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(and(eq(mfaChallenges.tokenHash, hashToken(mfaToken)), gt(mfaChallenges.expiresAt, new Date())));
  if (!found) throw tokenInvalid();
  return found.user;
}

/** The second step's proof: a code (TOTP or recovery), or a passkey's assertion. */
export type SecondStepProof = { code: string } | { passkey: AuthenticationResponseJSON };

async function useProof(tx: Db, ctx: AppContext, user: UserRow, proof: SecondStepProof) {
  if ('code' in proof) return useSecondFactor(tx, user.id, proof.code);
  return (await usePasskey(tx, ctx, proof.passkey, user.id)) ? ('passkey' as const) : null;
}

/** Completes a sign-in with its second factor. */
export async function completeMfaLogin(
  ctx: AppContext,
  mfaToken: string,
  proof: SecondStepProof,
  client: SessionClient,
): Promise<SignIn> {
  const tokenHash = hashToken(mfaToken);
  const user = await mfaChallengeUser(ctx.db, mfaToken);
  const limited = ctx.config.rateLimit;
  if (limited && !(await countAttemptOrRefuse(ctx, user.email, client.address))) {
    await countLockout(ctx, user.email, client.address);
    throw tooManyRequests();
  }
  const factor = await ctx.db.transaction(async (tx) => {
    const used = await useProof(tx, ctx, user, proof);
    if (!used) return null;
    const claimed = await tx.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash)).returning();
    // Another request completed this challenge meanwhile: the code stays unused.
    if (!claimed.length) throw tokenInvalid();
    if (used === 'recovery')
      await recordAudit(tx, { user }, accountFact('auth.recoveryCodeUsed', user, client.address));
    if (used === 'passkey') await recordAudit(tx, { user }, accountFact('auth.passkeyUsed', user, client.address));
    return used;
  });
  if (!factor) {
    countSignInFailure(ctx, user, client.address);
    throw 'code' in proof ? codeInvalid() : passkeyInvalid();
  }
  if (limited) {
    // Both steps were counted; both are given back.
    await refundLoginAttempt(ctx.db, user.email, client.address);
    await refundLoginSuccess(ctx.db, user.email, client.address);
  }
  return openSession(ctx, user, client);
}
