/**
 * A person's own passkeys: listed, renamed, removed. Another person's passkey is not found. Removing one takes the
 * account's password (counted by the sign-in guessing limit, like turning the app off): a session left open on a
 * shared computer must not be enough to strip a factor. While the organization requires two-step sign-in, the
 * last second factor cannot be removed.
 */
import { and, asc, eq } from 'drizzle-orm';
import { MSG_ACCOUNT } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { UserCaller } from '../caller';
import type { AppContext } from '../context';
import { organizations, passkeys, type PasskeyRow } from '../db/schema';
import { badRequest, notFound, tooManyRequests } from '../errors';
import { verifyPassword } from '../lib/passwords';
import { countLoginAttempt, refundLoginSuccess } from './login-limit';
import { refreshMfaEnabled } from './mfa-state';

const ownPasskey = (caller: UserCaller, id: string) => and(eq(passkeys.id, id), eq(passkeys.userId, caller.user.id));

/** The caller's passkeys, oldest first. */
export async function listPasskeys(ctx: AppContext, caller: UserCaller): Promise<PasskeyRow[]> {
  return ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, caller.user.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function renamePasskey(ctx: AppContext, caller: UserCaller, id: string, name: string) {
  const [row] = await ctx.db.update(passkeys).set({ name }).where(ownPasskey(caller, id)).returning();
  if (!row) throw notFound(MSG_ACCOUNT.passkeyNotFound);
  return row;
}

async function organizationRequiresMfa(ctx: AppContext, organizationId: string | null): Promise<boolean> {
  if (!organizationId) return false;
  const [org] = await ctx.db
    .select({ requireMfa: organizations.requireMfa })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.requireMfa ?? false;
}

export async function removePasskey(
  ctx: AppContext,
  caller: UserCaller,
  id: string,
  password: string,
  address: string,
): Promise<void> {
  const { user } = caller;
  const [found] = await ctx.db.select({ id: passkeys.id }).from(passkeys).where(ownPasskey(caller, id));
  if (!found) throw notFound(MSG_ACCOUNT.passkeyNotFound);
  const limited = ctx.config.rateLimit;
  if (limited && !(await countLoginAttempt(ctx.db, user.email, address))) throw tooManyRequests();
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequest(MSG_ACCOUNT.wrongPassword, [{ field: 'password', message: MSG_ACCOUNT.wrongPassword }]);
  const required = await organizationRequiresMfa(ctx, user.organizationId);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(passkeys).where(ownPasskey(caller, id)).returning({ id: passkeys.id });
    if (!removed.length) throw notFound(MSG_ACCOUNT.passkeyNotFound);
    // What is left is known after the delete; refused, the transaction puts the passkey back.
    if (!(await refreshMfaEnabled(tx, user.id)) && required)
      throw badRequest(MSG_ACCOUNT.passkeyRequiredByOrganization);
    await recordAudit(tx, { user }, accountFact('auth.passkeyRemoved', user, address));
  });
  if (limited) await refundLoginSuccess(ctx.db, user.email, address);
}
