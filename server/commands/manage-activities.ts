import { eq } from 'drizzle-orm';
import type { CreateActivityBody, UpdateActivityBody } from '../../common/api/project';
import { MSG_PROJECT } from '../../common/messages';
import type { AppContext } from '../context';
import { recordAudit, statusChange } from '../audit/record';
import { activities, type ActivityRow, type ProjectRow, type UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { isOnTeam } from '../queries/project-view';

async function checkResponsible(ctx: AppContext, project: ProjectRow, responsible: string | undefined): Promise<void> {
  if (responsible !== undefined && !(await isOnTeam(ctx.db, project.id, responsible))) {
    throw badRequest(MSG_PROJECT.responsibleNotOnTeam, [
      { field: 'responsible', message: MSG_PROJECT.responsibleNotOnTeam },
    ]);
  }
}

/** Plans an activity with a team member responsible; a new one starts as "todo" (docs/api.md point 4). */
const activityFact = (action: 'create' | 'update' | 'status' | 'delete', project: ProjectRow, row: ActivityRow) => ({
  action,
  entityType: 'activity' as const,
  entityId: row.id,
  entityName: row.name,
  projectId: project.id,
  organizationId: project.organizationId,
});

export async function createActivity(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  body: CreateActivityBody,
): Promise<ActivityRow> {
  await checkResponsible(ctx, project, body.responsible);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({
        projectId: project.id,
        name: body.name,
        responsibleId: body.responsible,
        deadline: body.deadline,
        description: body.description,
        keywords: [...new Set(body.keywords)],
        status: 'todo',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, { user: caller }, activityFact('create', project, row));
    return row;
  });
}

/** Edits an activity; any status may follow any other (docs/product.md point 4). */
export async function updateActivity(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  activity: ActivityRow,
  body: UpdateActivityBody,
): Promise<ActivityRow> {
  // A former team member stays responsible until someone reassigns the activity (manage-team.ts), so only a
  // change of responsible person is checked against today's team: moving their activity must still work.
  if (body.responsible !== activity.responsibleId) await checkResponsible(ctx, project, body.responsible);
  const { responsible, keywords, ...rest } = body;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(activities)
      .set({
        ...rest,
        ...(responsible !== undefined ? { responsibleId: responsible } : {}),
        ...(keywords ? { keywords: [...new Set(keywords)] } : {}),
      })
      .where(eq(activities.id, activity.id))
      .returning();
    if (!row) throw notFound(MSG_PROJECT.activityNotFound);
    // A change of status alone is its own event: the one a project manager looks for.
    const statusOnly = Object.keys(body).every((key) => key === 'status') && body.status !== activity.status;
    await recordAudit(
      tx,
      { user: caller },
      statusOnly
        ? statusChange(activityFact('status', project, row), activity.status, row.status)
        : activityFact('update', project, row),
    );
    return row;
  });
}

export async function deleteActivity(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  activity: ActivityRow,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(activities).where(eq(activities.id, activity.id));
    await recordAudit(tx, { user: caller }, activityFact('delete', project, activity));
  });
}
