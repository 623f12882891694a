import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '../../common/messages';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { organizations, type OrganizationRow, type UserRow } from '../db/schema';
import { badRequest, conflict } from '../errors';

/**
 * Requests a new organization. A superadmin's is approved at once; anyone else's waits for a superadmin,
 * with the caller as requester (who becomes its admin on approval).
 */
export async function createOrganization(
  ctx: AppContext,
  caller: UserRow,
  input: { name: string; description?: string },
): Promise<OrganizationRow> {
  if (!caller.superadmin) {
    if (caller.organizationId) throw badRequest(MSG.alreadyInOrganization, undefined, 'ALREADY_IN_ORGANIZATION');
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
    const [row] = await ctx.db
      .insert(organizations)
      .values({
        name: input.name,
        description: input.description ?? '',
        approved: caller.superadmin,
        requestedBy: caller.id,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.orgNameTaken, 'ORGANIZATION_NAME_TAKEN');
    throw err;
  }
}
