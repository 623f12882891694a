import { and, eq, gt, isNull } from 'drizzle-orm';
import { MSG } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { AppContext } from '../context';
import { apiTokens, passwordResetTokens, users } from '../db/schema';
import { badRequest } from '../errors';
import { hashPassword } from '../lib/passwords';
import { hashToken } from '../lib/secrets';
import { refuseCommonPassword } from './check-password-strength';
import { sendPasswordNotice, type PasswordCallClient } from './password-notice';

/**
 * Sets a new password from a reset token. The token works once; every open session ends with it. The reset goes to
 * the audit log with it, and the person is mailed a notice.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  client: PasswordCallClient,
): Promise<void> {
  // The token's person, for their words in the strength check; the token is claimed (and checked again) below.
  const [holder] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
  await refuseCommonPassword(password, holder ? [holder.email, holder.firstName, holder.lastName] : []);
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    // Claiming the token and checking it are one statement, so two concurrent uses cannot both win.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(MSG.resetTokenInvalid, undefined, 'RESET_TOKEN_INVALID');
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId)).returning();
    await tx.delete(apiTokens).where(eq(apiTokens.userId, claimed.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    // The token holder acted as the person: the event is theirs.
    if (changed) await recordAudit(tx, { user: changed }, accountFact('auth.passwordReset', changed, client.address));
    return changed;
  });
  if (user) await sendPasswordNotice(ctx, user, 'reset', client.origin);
}
