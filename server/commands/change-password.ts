import { and, eq, ne, sql } from 'drizzle-orm';
import type { ChangePasswordBody } from '../../common/api/auth';
import { MSG } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { UserCaller } from '../caller';
import type { AppContext } from '../context';
import { apiTokens, users } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { authorize } from '../policies/authorize';
import { refuseCommonPassword } from './check-password-strength';
import { sendPasswordNotice, type PasswordCallClient } from './password-notice';

/**
 * Changes a password. Your own needs the current one; a superadmin may set anyone's by e-mail. The
 * target's other sessions end, so a leaked token does not outlive the password it came with. The change goes to
 * the audit log with it, and the person is mailed a notice (a password set by someone else most of all).
 */
export async function changePassword(
  ctx: AppContext,
  caller: UserCaller,
  body: ChangePasswordBody,
  client: PasswordCallClient,
): Promise<void> {
  const email = body.email.trim().toLowerCase();
  const self = caller.user.email.toLowerCase() === email;
  const [target] = self
    ? [caller.user]
    : await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
  // Whether the e-mail names an account is only told to those who may set others' passwords.
  authorize(caller.user, 'user.changePassword', { id: target?.id ?? null });
  if (!target) throw notFound(MSG.userNotFound);
  if (self) {
    const ok = body.currentPassword ? await verifyPassword(target.passwordHash, body.currentPassword) : false;
    if (!ok)
      throw badRequest(MSG.wrongCurrentPassword, [{ field: 'currentPassword', message: MSG.wrongCurrentPassword }]);
  }
  await refuseCommonPassword(body.password, [target.email, target.firstName, target.lastName]);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
    await tx
      .delete(apiTokens)
      .where(
        self
          ? and(eq(apiTokens.userId, target.id), ne(apiTokens.tokenHash, caller.tokenHash))
          : eq(apiTokens.userId, target.id),
      );
    await recordAudit(
      tx,
      { user: caller.user },
      accountFact(self ? 'auth.passwordChange' : 'auth.passwordSet', target, client.address),
    );
  });
  await sendPasswordNotice(ctx, target, self ? 'changed' : 'setByAdmin', client.origin);
}
