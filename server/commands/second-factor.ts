/**
 * Checks a second-factor code and uses it up in the same statement: a TOTP code moves the account's last
 * accepted step forward (a code, or an older one, is never accepted again), a recovery code gets its `usedAt`.
 * Two requests racing with one code cannot both win: the row they both want to change is locked by the first.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mfaRecoveryCodes, mfaTotp } from '../db/schema';
import { hashRecoveryCode, looksLikeTotp, totpStep } from '../lib/totp';

export type SecondFactor = 'totp' | 'recovery';

/** Uses up a TOTP code of the confirmed (or, `pending`, the just set up) secret; false if it is not valid now. */
export async function useTotpCode(db: Db, userId: string, code: string, pending = false): Promise<boolean> {
  const [totp] = await db
    .select()
    .from(mfaTotp)
    .where(and(eq(mfaTotp.userId, userId), eq(mfaTotp.confirmed, !pending)));
  const step = totp ? totpStep(totp.secret, code) : null;
  if (!totp || step === null) return false;
  const moved = await db
    .update(mfaTotp)
    .set({ lastStep: step })
    .where(and(eq(mfaTotp.userId, userId), lt(mfaTotp.lastStep, step)))
    .returning({ userId: mfaTotp.userId });
  return moved.length > 0;
}

async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        eq(mfaRecoveryCodes.userId, userId),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: mfaRecoveryCodes.userId });
  return used.length > 0;
}

/** A six-digit code is a TOTP code, anything else a recovery code; null when it is not valid (or used). */
export async function useSecondFactor(db: Db, userId: string, code: string): Promise<SecondFactor | null> {
  if (looksLikeTotp(code)) return (await useTotpCode(db, userId, code)) ? 'totp' : null;
  return (await useRecoveryCode(db, userId, code)) ? 'recovery' : null;
}
