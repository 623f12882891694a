/**
 * Security events of the audit log (issue #34 item 10): sign-ins, failed ones and lockouts, password changes and
 * resets. An event about a person's account belongs to their organization, so its admins see their people's
 * sign-ins; one about an e-mail with no account has no organization and is the superadmin's alone. The typed
 * e-mail of such an attempt is not kept: it is sometimes a password typed in the wrong field.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { SecurityAuditAction } from '../../common/api/audit';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import type { AuditFact } from './record';

type Account = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'organizationId'>;

/** An event about a person's account, in their organization's log. */
export function accountFact(action: SecurityAuditAction, user: Account, clientAddress?: string): AuditFact {
  return {
    action,
    entityType: 'user',
    entityId: user.id,
    entityName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    organizationId: user.organizationId,
    clientAddress: clientAddress ?? null,
  };
}

/** An attempt at an e-mail that has no account: no name, no organization (the superadmin's log only). */
function unknownAccountFact(action: SecurityAuditAction, clientAddress: string): AuditFact {
  return { action, entityType: 'user', entityId: '', entityName: '', organizationId: null, clientAddress };
}

// Who tried: the account (or "no account") and the address; an IPv6 /64 is one address, as the limits count it.
const attemptKey = (action: SecurityAuditAction, account: Account | undefined, address: string) =>
  `${action}|${account ? `user:${account.id}` : 'unknown'}|${normalizeIP(address)}`;

/** A wrong password or an unknown e-mail: counted per account, address and hour. */
export function countSignInFailure(ctx: AppContext, account: Account | undefined, address: string): void {
  const action = 'auth.loginFailed';
  ctx.securityEvents.count(attemptKey(action, account, address), {
    actor: null,
    fact: account ? accountFact(action, account, address) : unknownAccountFact(action, address),
  });
}

/**
 * A sign-in refused past the guessing limit, before any password work: counted per account, address and hour. The
 * account is looked up here (the refusal itself never looks), so a spray of e-mails with no account from one
 * address is one row, not one per e-mail.
 */
export async function countLockout(ctx: AppContext, email: string, address: string): Promise<void> {
  const action = 'auth.lockout';
  try {
    const [account] = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    ctx.securityEvents.count(attemptKey(action, account, address), {
      actor: null,
      fact: account ? accountFact(action, account, address) : unknownAccountFact(action, address),
    });
  } catch (err) {
    // The refusal stands whether or not it could be noted.
    ctx.log.warn({ err }, 'sign-in lockout not counted');
  }
}
