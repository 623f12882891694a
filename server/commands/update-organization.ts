import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MSG, MSG_ACCOUNT } from '../../common/messages';
import type { AppContext } from '../context';
import { projectsOf, removeBlobs, removeProjects } from './delete-projects';
import { discardUnclaimedUploads } from './discard-unclaimed-uploads';
import { isUniqueViolation } from '../db/errors';
import {
  organizationApplications,
  organizations,
  uploads,
  users,
  type OrganizationRow,
  type UserRow,
} from '../db/schema';
import { badRequest, conflict } from '../errors';
import { orgFact, recordAudit } from '../audit/record';

/**
 * Renames or describes an organization, or makes two-step sign-in required of its members. An admin of it who
 * requires it must have it on: otherwise their own next call would be refused until they set it up.
 */
export async function updateOrganization(
  ctx: AppContext,
  caller: UserRow,
  org: OrganizationRow,
  input: { name?: string; description?: string; requireMfa?: boolean },
): Promise<OrganizationRow> {
  if (input.requireMfa && caller.organizationId === org.id && !caller.mfaEnabled)
    throw badRequest(MSG_ACCOUNT.mfaRequireSelfFirst);
  try {
    if (input.name !== undefined) {
      const [taken] = await ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(sql`lower(${organizations.name})`, input.name.toLowerCase()), ne(organizations.id, org.id)));
      if (taken) throw conflict(MSG.orgNameTaken, 'ORGANIZATION_NAME_TAKEN');
    }
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(organizations).set(input).where(eq(organizations.id, org.id)).returning();
      if (!row) throw new Error('organization vanished during update');
      await recordAudit(tx, { user: caller }, orgFact('update', row));
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.orgNameTaken, 'ORGANIZATION_NAME_TAKEN');
    throw err;
  }
}

/**
 * Approves a requested organization: its requester becomes its first admin, as long as they have not
 * joined another organization meanwhile (a superadmin can then appoint admins by hand).
 */
export async function approveOrganization(
  ctx: AppContext,
  caller: UserRow,
  org: OrganizationRow,
): Promise<OrganizationRow> {
  if (org.approved) throw badRequest(MSG.orgAlreadyApproved, undefined, 'ALREADY_APPROVED');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizations)
      .set({ approved: true })
      .where(eq(organizations.id, org.id))
      .returning();
    if (!row) throw new Error('organization vanished during approval');
    await recordAudit(tx, { user: caller }, orgFact('approve', row));
    if (org.requestedBy) {
      const promoted = await tx
        .update(users)
        .set({ organizationId: org.id, isOrgAdmin: true })
        .where(and(eq(users.id, org.requestedBy), sql`${users.organizationId} is null`, eq(users.superadmin, false)))
        .returning({ id: users.id });
      if (promoted.length)
        await tx.delete(organizationApplications).where(eq(organizationApplications.userId, org.requestedBy));
    }
    return row;
  });
}

/**
 * Deletes (or, unapproved, denies) an organization. Its members are left without one, not deleted; its projects
 * go with everything on them, the content of their files and logos included (no one can read it afterwards),
 * in the same transaction, and the blobs after it.
 */
export async function deleteOrganization(ctx: AppContext, caller: UserRow, org: OrganizationRow): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = await removeProjects(tx, projectsOf(org.id));
    // Its members leave it: what they uploaded for it and nothing claimed goes too (as when one leaves).
    const members = tx.select({ id: users.id }).from(users).where(eq(users.organizationId, org.id));
    const unclaimed = await discardUnclaimedUploads(tx, inArray(uploads.uploadedBy, members));
    await tx.update(users).set({ organizationId: null, isOrgAdmin: false }).where(eq(users.organizationId, org.id));
    await tx.delete(organizations).where(eq(organizations.id, org.id));
    await recordAudit(tx, { user: caller }, orgFact('delete', org));
    return { ...gone, blobs: [...gone.blobs, ...unclaimed] };
  });
  await removeBlobs(ctx, removed.blobs);
  ctx.statistics.noteWrites(['projects', 'construction_files', 'drawing_files'], removed.deleted);
}
