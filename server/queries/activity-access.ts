/** Finds an activity whose project the caller may see, or answers 404 — the same for missing and invisible ones. */
import { eq } from 'drizzle-orm';
import { MSG_PROJECT } from '../../common/messages';
import type { Db } from '../db/client';
import { activities, users, type ActivityRow, type UserRow } from '../db/schema';
import { notFound } from '../errors';
import { isUuid } from './ids';
import { visibleProject, type ProjectAccess } from './project-access';

export interface ActivityAccess extends ProjectAccess {
  activity: ActivityRow & { responsible: UserRow | null };
}

/** The activity and its project, if the caller may see the project; otherwise 404. */
export async function visibleActivity(db: Db, caller: UserRow, id: string): Promise<ActivityAccess> {
  if (!isUuid(id)) throw notFound(MSG_PROJECT.activityNotFound);
  const [row] = await db
    .select({ activity: activities, responsible: users })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.responsibleId))
    .where(eq(activities.id, id));
  if (!row) throw notFound(MSG_PROJECT.activityNotFound);
  const access = await visibleProject(db, caller, row.activity.projectId).catch(() => {
    throw notFound(MSG_PROJECT.activityNotFound);
  });
  return { activity: { ...row.activity, responsible: row.responsible }, ...access };
}
