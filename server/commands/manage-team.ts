import { and, eq } from 'drizzle-orm';
import { MSG_PROJECT } from '../../common/messages';
import type { AppContext } from '../context';
import { projectTeam, type ProjectRow, type UserRow } from '../db/schema';
import { badRequest } from '../errors';

/** Puts a colleague on the project team; only people of the project's organization can join it. */
export async function addTeamMember(ctx: AppContext, project: ProjectRow, member: UserRow): Promise<void> {
  if (member.organizationId !== project.organizationId) throw badRequest(MSG_PROJECT.notInOrganization);
  await ctx.db.insert(projectTeam).values({ projectId: project.id, userId: member.id }).onConflictDoNothing();
}

/** Takes someone off the team; activities they were responsible for keep their name until reassigned. */
export async function removeTeamMember(ctx: AppContext, project: ProjectRow, memberId: string): Promise<boolean> {
  const removed = await ctx.db
    .delete(projectTeam)
    .where(and(eq(projectTeam.projectId, project.id), eq(projectTeam.userId, memberId)))
    .returning();
  return removed.length > 0;
}
