import { and, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '../../common/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import {
  organizationApplications,
  organizations,
  projects,
  projectTeam,
  users,
  uploads,
  type OrganizationRow,
  type UserRow,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { recordAudit } from '../audit/record';
import { removeBlobs } from './delete-projects';
import { discardUnclaimedUploads } from './discard-unclaimed-uploads';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Counts admins with the organization row locked, so two admins demoting each other cannot both succeed. */
async function adminCount(tx: Tx, orgId: string): Promise<number> {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isOrgAdmin, true)));
  return row?.n ?? 0;
}

/** A user asks to join: they wait on the organization's member or admin list. One application at a time. */
export async function applyToOrganization(
  ctx: AppContext,
  user: UserRow,
  org: OrganizationRow,
  role: 'member' | 'admin',
): Promise<void> {
  if (user.organizationId) throw badRequest(MSG.alreadyInOrganization, undefined, 'ALREADY_IN_ORGANIZATION');
  if (!org.approved) throw badRequest(MSG.orgNotApproved, undefined, 'NOT_APPROVED');
  await ctx.db
    .insert(organizationApplications)
    .values({ userId: user.id, organizationId: org.id, role })
    .onConflictDoUpdate({
      target: organizationApplications.userId,
      set: { organizationId: org.id, role, createdAt: new Date() },
    });
}

const memberFact = (action: 'member.add' | 'member.remove' | 'member.admin', org: OrganizationRow, user: UserRow) => ({
  action,
  entityType: 'user' as const,
  entityId: user.id,
  entityName: `${user.firstName} ${user.lastName}`.trim(),
  organizationId: org.id,
});

/**
 * Puts a user in the organization: an admin approving an applicant, or a superadmin joining directly (the route
 * asks `organization.admit`: nobody is added without having applied). Their application is withdrawn.
 */
export async function admitMember(
  ctx: AppContext,
  caller: UserRow,
  target: UserRow,
  org: OrganizationRow,
  role: 'member' | 'admin',
): Promise<void> {
  // Already in this one too: roles change through addAdminId/removeAdminId, which guard the last admin.
  if (target.organizationId) throw conflict(MSG.alreadyInOrganization, 'ALREADY_IN_ORGANIZATION');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ organizationId: org.id, isOrgAdmin: role === 'admin' })
      .where(eq(users.id, target.id));
    await tx.delete(organizationApplications).where(eq(organizationApplications.userId, target.id));
    await recordAudit(tx, { user: caller }, memberFact('member.add', org, target));
  });
}

/**
 * Ends someone's place on the teams of an organization's projects. Only people of a project's organization are on
 * its team, and a team row is what opens a members-only project: one left behind would keep it open to them.
 * Activities they were responsible for keep their name until someone reassigns them (no mail goes to them).
 */
async function leaveTeams(tx: Tx, userId: string, orgId: string): Promise<void> {
  await tx
    .delete(projectTeam)
    .where(
      and(
        eq(projectTeam.userId, userId),
        inArray(
          projectTeam.projectId,
          tx.select({ id: projects.id }).from(projects).where(eq(projects.organizationId, orgId)),
        ),
      ),
    );
}

/**
 * Takes a user out: leaving, removal by an admin, or denial of an application. The last admin stays. Leaving or
 * removal also ends their team memberships in the organization's projects and discards their unclaimed uploads
 * (their blobs after the commit).
 */
export async function removeMember(
  ctx: AppContext,
  caller: UserRow,
  target: UserRow,
  org: OrganizationRow,
): Promise<'removed' | 'denied'> {
  const { outcome, blobs } = await ctx.db.transaction(async (tx) => {
    if (target.organizationId === org.id) {
      if (target.isOrgAdmin && (await adminCount(tx, org.id)) <= 1)
        throw badRequest(MSG.lastAdmin, undefined, 'LAST_ADMIN');
      await tx.update(users).set({ organizationId: null, isOrgAdmin: false }).where(eq(users.id, target.id));
      await leaveTeams(tx, target.id, org.id);
      const discarded = await discardUnclaimedUploads(tx, eq(uploads.uploadedBy, target.id));
      await recordAudit(tx, { user: caller }, memberFact('member.remove', org, target));
      return { outcome: 'removed' as const, blobs: discarded };
    }
    const denied = await tx
      .delete(organizationApplications)
      .where(and(eq(organizationApplications.userId, target.id), eq(organizationApplications.organizationId, org.id)))
      .returning();
    if (!denied.length) throw notFound(MSG.notWaiting);
    return { outcome: 'denied' as const, blobs: [] };
  });
  await removeBlobs(ctx, blobs);
  return outcome;
}

/** Promotes a member to admin or demotes an admin; an organization keeps at least one admin. */
export async function setAdmin(
  ctx: AppContext,
  caller: UserRow,
  target: UserRow,
  org: OrganizationRow,
  admin: boolean,
): Promise<void> {
  if (target.organizationId !== org.id) throw badRequest(MSG.notAMember, undefined, 'NOT_A_MEMBER');
  await ctx.db.transaction(async (tx) => {
    if (!admin && target.isOrgAdmin && (await adminCount(tx, org.id)) <= 1)
      throw badRequest(MSG.lastAdmin, undefined, 'LAST_ADMIN');
    await tx.update(users).set({ isOrgAdmin: admin }).where(eq(users.id, target.id));
    if (admin !== target.isOrgAdmin) await recordAudit(tx, { user: caller }, memberFact('member.admin', org, target));
  });
}
