import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '../../common/messages';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { organizations, type OrganizationRow, type UserRow } from '../db/schema';
import { conflict } from '../errors';
import { authorize, can } from '../policies/authorize';
import { orgFact, recordAudit } from '../audit/record';

/**
 * Requests a new organization. A superadmin's is approved at once; anyone else's waits for a superadmin,
 * with the caller as requester (who becomes its admin on approval).
 */
export async function createOrganization(
  ctx: AppContext,
  caller: UserRow,
  input: { name: string; description?: string },
): Promise<OrganizationRow> {
  authorize(caller, 'organization.create');
  // The one who approves requests needs to wait for no one.
  const approved = can(caller, 'organization.approve');
  if (!approved) {
    const [pending] = await ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.requestedBy, caller.id), eq(organizations.approved, false)));
    if (pending) throw conflict(MSG.requestPending, 'REQUEST_PENDING');
  }
  try {
    const [taken] = await ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(sql`lower(${organizations.name})`, input.name.toLowerCase()));
    if (taken) throw conflict(MSG.orgNameTaken, 'ORGANIZATION_NAME_TAKEN');
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(organizations)
        .values({
          name: input.name,
          description: input.description ?? '',
          approved,
          requestedBy: caller.id,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, { user: caller }, orgFact('create', row));
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.orgNameTaken, 'ORGANIZATION_NAME_TAKEN');
    throw err;
  }
}
