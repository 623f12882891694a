/**
 * The authenticator app (TOTP) on and off (issue #37). Setup makes a secret that counts only once a code from it
 * is confirmed; confirming makes ten recovery codes, shown once. Turning it off takes the password and a code
 * (TOTP or recovery), and is refused while the person's organization requires two-step sign-in and no passkey
 * would be left. Two-step sign-in (`mfaEnabled`) is on while the app or a passkey is (commands/mfa-state.ts).
 */
import { eq } from 'drizzle-orm';
import type { RecoveryCodesAnswer, TotpSetupAnswer } from '../../common/api/account-security';
import { MSG_ACCOUNT } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { UserCaller } from '../caller';
import type { AppContext } from '../context';
import { mfaRecoveryCodes, mfaTotp, organizations, passkeys, users } from '../db/schema';
import { badRequest, tooManyRequests } from '../errors';
import { verifyPassword } from '../lib/passwords';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl } from '../lib/totp';
import { countLoginAttempt, refundLoginSuccess } from './login-limit';
import { refreshMfaEnabled } from './mfa-state';
import { useSecondFactor, useTotpCode } from './second-factor';

const codeRefused = () =>
  badRequest(MSG_ACCOUNT.mfaCodeInvalid, [{ field: 'code', message: MSG_ACCOUNT.mfaCodeInvalid }]);

/** A new, unconfirmed secret (replacing an unconfirmed one); refused while the app is on. */
export async function setUpTotp(ctx: AppContext, caller: UserCaller): Promise<TotpSetupAnswer> {
  if (caller.user.totpEnabled) throw badRequest(MSG_ACCOUNT.mfaAlreadyEnabled);
  const secret = newTotpSecret();
  await ctx.db
    .insert(mfaTotp)
    .values({ userId: caller.user.id, secret })
    .onConflictDoUpdate({
      target: mfaTotp.userId,
      set: { secret, confirmed: false, lastStep: 0, createdAt: new Date() },
    });
  return { secret, otpauthUrl: otpauthUrl(secret, caller.user.email) };
}

/** Confirms the set-up secret with a code from it: on, with ten new recovery codes (returned this once). */
export async function enableTotp(
  ctx: AppContext,
  caller: UserCaller,
  code: string,
  address: string,
): Promise<RecoveryCodesAnswer> {
  const { user } = caller;
  if (user.totpEnabled) throw badRequest(MSG_ACCOUNT.mfaAlreadyEnabled);
  const [pending] = await ctx.db.select({ userId: mfaTotp.userId }).from(mfaTotp).where(eq(mfaTotp.userId, user.id));
  if (!pending) throw badRequest(MSG_ACCOUNT.mfaNotSetUp);
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    if (!(await useTotpCode(tx, user.id, code, true))) throw codeRefused();
    await tx.update(mfaTotp).set({ confirmed: true }).where(eq(mfaTotp.userId, user.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx
      .insert(mfaRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })));
    await tx.update(users).set({ totpEnabled: true, mfaEnabled: true }).where(eq(users.id, user.id));
    await recordAudit(tx, { user }, accountFact('auth.mfaEnabled', user, address));
  });
  return { recoveryCodes };
}

/** Off, with the password and a current code; the secret and the recovery codes are deleted. */
export async function disableMfa(
  ctx: AppContext,
  caller: UserCaller,
  body: { password: string; code: string },
  address: string,
): Promise<void> {
  const { user } = caller;
  if (!user.totpEnabled) throw badRequest(MSG_ACCOUNT.mfaNotEnabled);
  const [passkey] = await ctx.db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .limit(1);
  if (user.organizationId && !passkey) {
    const [org] = await ctx.db
      .select({ requireMfa: organizations.requireMfa })
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    if (org?.requireMfa) throw badRequest(MSG_ACCOUNT.mfaRequiredByOrganization);
  }
  // Password and code are guessed like a sign-in's: counted by the same limit (commands/login-limit.ts).
  const limited = ctx.config.rateLimit;
  if (limited && !(await countLoginAttempt(ctx.db, user.email, address))) throw tooManyRequests();
  if (!(await verifyPassword(user.passwordHash, body.password)))
    throw badRequest(MSG_ACCOUNT.wrongPassword, [{ field: 'password', message: MSG_ACCOUNT.wrongPassword }]);
  await ctx.db.transaction(async (tx) => {
    if (!(await useSecondFactor(tx, user.id, body.code))) throw codeRefused();
    await tx.delete(mfaTotp).where(eq(mfaTotp.userId, user.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.update(users).set({ totpEnabled: false }).where(eq(users.id, user.id));
    await refreshMfaEnabled(tx, user.id);
    await recordAudit(tx, { user }, accountFact('auth.mfaDisabled', user, address));
  });
  if (limited) await refundLoginSuccess(ctx.db, user.email, address);
}

/**
 * Ten new recovery codes (returned this once) in place of the old ones, which stop working: with the password and a
 * current code (a recovery code too), counted by the sign-in guessing limit as turning it off is.
 */
export async function renewRecoveryCodes(
  ctx: AppContext,
  caller: UserCaller,
  body: { password: string; code: string },
  address: string,
): Promise<RecoveryCodesAnswer> {
  const { user } = caller;
  if (!user.totpEnabled) throw badRequest(MSG_ACCOUNT.mfaNotEnabled);
  const limited = ctx.config.rateLimit;
  if (limited && !(await countLoginAttempt(ctx.db, user.email, address))) throw tooManyRequests();
  if (!(await verifyPassword(user.passwordHash, body.password)))
    throw badRequest(MSG_ACCOUNT.wrongPassword, [{ field: 'password', message: MSG_ACCOUNT.wrongPassword }]);
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    if (!(await useSecondFactor(tx, user.id, body.code))) throw codeRefused();
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx
      .insert(mfaRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx, { user }, accountFact('auth.recoveryCodesRenewed', user, address));
  });
  if (limited) await refundLoginSuccess(ctx.db, user.email, address);
  return { recoveryCodes };
}
