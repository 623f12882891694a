import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RESET_LIFETIME_MS } from '../../common/limits';
import type { AppContext } from '../context';
import { passwordResetTokens, users } from '../db/schema';
import { hashToken, newToken } from '../lib/secrets';
import { passwordResetMail } from '../mail/templates';

/**
 * Mails a single-use reset link valid for one hour. Answers the same whether or not the address exists,
 * so the call cannot be used to find out who has an account.
 */
export async function sendPasswordReset(ctx: AppContext, email: string, origin: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return;
  const token = newToken();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS),
  });
  const link = `${origin}/password-reset-new?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send(passwordResetMail(user.email, user.firstName, link));
  } catch (err) {
    ctx.log.error({ err }, 'password reset mail could not be sent');
  }
}
