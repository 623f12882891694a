import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateProjectBody } from '../../common/api/project';
import { MSG, MSG_PROJECT } from '../../common/messages';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { organizations, projects, projectTeam, users, type ProjectRow, type UserRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { authorize, can } from '../policies/authorize';
import { recordAudit } from '../audit/record';
import { claimLogo } from './claim-upload';

/**
 * Creates a project in the caller's organization (a superadmin names one). Its creator joins the team, so
 * the project chief can work on it at once; names are unique within an organization.
 */
export async function createProject(ctx: AppContext, caller: UserRow, body: CreateProjectBody): Promise<ProjectRow> {
  authorize(caller, 'project.create');
  const organizationId = can(caller, 'project.chooseOrganization') ? body.organization : caller.organizationId;
  if (!organizationId)
    throw badRequest(MSG.missingInformation, [{ field: 'organization', message: MSG.missingInformation }]);
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound(MSG.orgNotFound);
  if (!org.approved) throw badRequest(MSG_PROJECT.organizationNotApproved);
  const full = can(caller, 'feature.full');
  const teamIds = new Set(body.team ?? []);
  if (caller.organizationId === organizationId) teamIds.add(caller.id);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(eq(projects.organizationId, organizationId), eq(sql`lower(${projects.name})`, body.name.toLowerCase())),
        );
      if (taken) throw conflict(MSG_PROJECT.nameTaken, 'PROJECT_NAME_TAKEN');
      if (teamIds.size) {
        const inOrg = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, [...teamIds]), eq(users.organizationId, organizationId)));
        if (inOrg.length !== teamIds.size) throw badRequest(MSG_PROJECT.notInOrganization);
      }
      const logoUploadId = body.logo ? await claimLogo(tx, caller, body.logo) : null;
      const [row] = await tx
        .insert(projects)
        .values({
          organizationId,
          name: body.name,
          description: body.description,
          type: body.type,
          sector: body.sector,
          startDate: body.startDate,
          visibility: body.visibility,
          logoUploadId,
          budget: full ? (body.budget ?? null) : null,
          budgetNotes: full ? (body.budgetNotes ?? '') : '',
          createdBy: caller.id,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(
        tx,
        { user: caller },
        {
          action: 'create',
          entityType: 'project',
          entityId: row.id,
          entityName: row.name,
          projectId: row.id,
          organizationId,
        },
      );
      if (teamIds.size)
        await tx.insert(projectTeam).values([...teamIds].map((userId) => ({ projectId: row.id, userId })));
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG_PROJECT.nameTaken, 'PROJECT_NAME_TAKEN');
    throw err;
  }
}
