import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { recordAudit } from '../audit/record';
import { projectTeam, users, type ProjectRow, type UserRow } from '../db/schema';

/** Puts a colleague on the project team (the rule `project.joinTeam` said they may join it). */
export async function addTeamMember(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  member: UserRow,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(projectTeam)
      // Their role in the project starts as the one on their profile; the team table changes it.
      .values({ projectId: project.id, userId: member.id, role: member.role })
      .onConflictDoNothing()
      .returning();
    if (added.length) await recordAudit(tx, { user: caller }, teamFact('team.add', project, member));
  });
}

const teamFact = (
  action: 'team.add' | 'team.remove' | 'team.role',
  project: ProjectRow,
  member: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
) => ({
  action,
  entityType: 'user' as const,
  entityId: member.id,
  entityName: `${member.firstName} ${member.lastName}`.trim(),
  projectId: project.id,
  organizationId: project.organizationId,
});

/** Takes someone off the team; activities they were responsible for keep their name until reassigned. */
export async function removeTeamMember(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  memberId: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(projectTeam)
      .where(and(eq(projectTeam.projectId, project.id), eq(projectTeam.userId, memberId)))
      .returning();
    if (!removed.length) return false;
    const [member] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, memberId));
    if (member) await recordAudit(tx, { user: caller }, teamFact('team.remove', project, member));
    return true;
  });
}

/** Sets a member's role in the project; false when they are not on its team. Unchanged roles record nothing. */
export async function setTeamMemberRole(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  memberId: string,
  role: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ role: projectTeam.role, id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(projectTeam)
      .innerJoin(users, eq(users.id, projectTeam.userId))
      .where(and(eq(projectTeam.projectId, project.id), eq(projectTeam.userId, memberId)))
      .for('update', { of: projectTeam });
    if (!found) return false;
    if (found.role === role) return true;
    await tx
      .update(projectTeam)
      .set({ role })
      .where(and(eq(projectTeam.projectId, project.id), eq(projectTeam.userId, memberId)));
    await recordAudit(
      tx,
      { user: caller },
      { ...teamFact('team.role', project, found), details: { from: found.role, to: role } },
    );
    return true;
  });
}
