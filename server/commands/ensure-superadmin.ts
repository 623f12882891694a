import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

/**
 * Makes sure the configured first superadmin exists. An existing account keeps its password (it may have
 * been changed since) and is only promoted; a superadmin belongs to no organization.
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
  if (existing) {
    if (!existing.superadmin) {
      await ctx.db
        .update(users)
        .set({ superadmin: true, accountType: 'administrator', organizationId: null, isOrgAdmin: false })
        .where(eq(users.id, existing.id));
      ctx.log.info({ email: normalized }, 'existing user promoted to superadmin');
    }
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
