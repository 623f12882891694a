import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  apiTokens,
  downloadTickets,
  organizationApplications,
  passwordResetTokens,
  shareLinks,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';

/**
 * Makes sure the configured first superadmin (SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD) exists; main.ts runs it at
 * every start. An account that is superadmin already keeps its password (it may have been changed since).
 *
 * An existing account that is not is taken over, never merely promoted (issue #34.8): anyone can register the
 * address before the operator configures it, and promotion used to hand that person the superadmin with their own
 * password and sessions. So it gets the configured password anew, and everything that still speaks for whoever
 * held the account goes in the same transaction — api tokens (sessions), password-reset tokens, download tickets,
 * share links it made — with a warning in the log that says so. A superadmin belongs to no organization and waits
 * on no waiting list.
 */
export async function ensureSuperadmin(
  ctx: Pick<AppContext, 'db' | 'log'>,
  email: string,
  password: string,
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (existing?.superadmin) return;
  if (existing) {
    const passwordHash = await hashPassword(password);
    const ended = await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ superadmin: true, accountType: 'administrator', organizationId: null, isOrgAdmin: false, passwordHash })
        .where(eq(users.id, existing.id));
      const sessions = await tx.delete(apiTokens).where(eq(apiTokens.userId, existing.id)).returning();
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, existing.id));
      await tx.delete(downloadTickets).where(eq(downloadTickets.userId, existing.id));
      await tx.delete(organizationApplications).where(eq(organizationApplications.userId, existing.id));
      const links = await tx
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(sql`${shareLinks.createdBy} = ${existing.id} and ${shareLinks.revokedAt} is null`)
        .returning();
      return { sessions: sessions.length, shareLinks: links.length };
    });
    ctx.log.warn(
      { email: normalized, userId: existing.id, ...ended },
      'SUPERADMIN_EMAIL named an existing account: it is now the superadmin with SUPERADMIN_PASSWORD; its earlier ' +
        'password no longer works and its sessions, reset links, download links and share links were revoked',
    );
    return;
  }
  await ctx.db.insert(users).values({
    email: normalized,
    passwordHash: await hashPassword(password),
    firstName: 'Super',
    lastName: 'Admin',
    superadmin: true,
    accountType: 'administrator',
  });
  ctx.log.info({ email: normalized }, 'superadmin created');
}
