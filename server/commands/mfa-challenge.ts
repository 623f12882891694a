/**
 * The second step of a sign-in (issue #37). The first step, a right password on an account with two-step sign-in,
 * opens a challenge: an `mfaToken` that lives five minutes. `POST auth/login/mfa` answers it with a TOTP code or
 * an unused recovery code. Each attempt is counted by the sign-in limit before its code is checked (a wrong one
 * is a failed sign-in in the audit log); the right one deletes the challenge, so a token opens one session at
 * most, and gives the attempts back.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { MFA_TOKEN_LIFETIME_MS } from '../../common/api/account-security';
import { MSG_ACCOUNT } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact, countLockout, countSignInFailure } from '../audit/security-events';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { mfaChallenges, users } from '../db/schema';
import { AppError, tooManyRequests } from '../errors';
import { hashToken, newToken } from '../lib/secrets';
import type { SessionClient } from './issue-api-token';
import { countAttemptOrRefuse, refundLoginAttempt, refundLoginSuccess } from './login-limit';
import { openSession, type SignIn } from './open-session';
import { useSecondFactor } from './second-factor';

const tokenInvalid = () => new AppError(401, MSG_ACCOUNT.mfaTokenInvalid, 'MFA_TOKEN_INVALID');
const codeInvalid = () => new AppError(401, MSG_ACCOUNT.mfaCodeInvalid, 'MFA_CODE_INVALID');

/** A new challenge for the user; expired ones go at the same time. Returns the token, once. */
export async function openMfaChallenge(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date()));
  await db
    .insert(mfaChallenges)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + MFA_TOKEN_LIFETIME_MS) });
  return token;
}

/** Completes a sign-in with its second factor. */
export async function completeMfaLogin(
  ctx: AppContext,
  mfaToken: string,
  code: string,
  client: SessionClient,
): Promise<SignIn> {
  const tokenHash = hashToken(mfaToken);
  const [found] = await ctx.db
    .select({ user: users })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, new Date())));
  if (!found) throw tokenInvalid();
  const { user } = found;
  const limited = ctx.config.rateLimit;
  if (limited && !(await countAttemptOrRefuse(ctx, user.email, client.address))) {
    await countLockout(ctx, user.email, client.address);
    throw tooManyRequests();
  }
  const factor = await ctx.db.transaction(async (tx) => {
    const used = await useSecondFactor(tx, user.id, code);
    if (!used) return null;
    const claimed = await tx.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash)).returning();
    // Another request completed this challenge meanwhile: the code stays unused.
    if (!claimed.length) throw tokenInvalid();
    if (used === 'recovery')
      await recordAudit(tx, { user }, accountFact('auth.recoveryCodeUsed', user, client.address));
    return used;
  });
  if (!factor) {
    countSignInFailure(ctx, user, client.address);
    throw codeInvalid();
  }
  if (limited) {
    // Both steps were counted; both are given back.
    await refundLoginAttempt(ctx.db, user.email, client.address);
    await refundLoginSuccess(ctx.db, user.email, client.address);
  }
  return openSession(ctx, user, client);
}
