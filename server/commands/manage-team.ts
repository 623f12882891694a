import { and, eq } from 'drizzle-orm';
import { MSG_PROJECT } from '../../common/messages';
import type { AppContext } from '../context';
import { recordAudit } from '../audit/record';
import { projectTeam, users, type ProjectRow, type UserRow } from '../db/schema';
import { badRequest } from '../errors';

/** Puts a colleague on the project team; only people of the project's organization can join it. */
export async function addTeamMember(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  member: UserRow,
): Promise<void> {
  if (member.organizationId !== project.organizationId) throw badRequest(MSG_PROJECT.notInOrganization);
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(projectTeam)
      .values({ projectId: project.id, userId: member.id })
      .onConflictDoNothing()
      .returning();
    if (added.length) await recordAudit(tx, { user: caller }, teamFact('team.add', project, member));
  });
}

const teamFact = (
  action: 'team.add' | 'team.remove',
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
