/**
 * The dashboard's figures (`GET dashboard`), aggregated in SQL over every ongoing project the user's team holds
 * and the user may see: true at 85,000 projects as at two, in four short queries on the team and activity indexes.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { DASHBOARD_LARGEST_BUDGETS, DASHBOARD_UPCOMING, type Dashboard } from '../../common/api/dashboard';
import { ACTIVITY_STATUSES } from '../../common/api/project';
import type { Db } from '../db/client';
import { activities, projects, projectTeam, type UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import { projectScope } from '../policies/scopes';

export async function loadDashboard(db: Db, caller: UserRow): Promise<Dashboard> {
  const mine = and(
    eq(projects.archived, false),
    // A team row says nothing about what its person may see (one left behind by someone who left the organization
    // would show its names, deadlines and budgets): the caller's scope decides, as for every list.
    projectScope(caller),
    inArray(
      projects.id,
      db.select({ id: projectTeam.projectId }).from(projectTeam).where(eq(projectTeam.userId, caller.id)),
    ),
  );
  const [counted, byStatus, upcoming, budget] = await Promise.all([
    db.select({ n: count() }).from(projects).where(mine),
    db
      .select({ status: activities.status, n: count() })
      .from(activities)
      .innerJoin(projects, eq(projects.id, activities.projectId))
      .where(mine)
      .groupBy(activities.status),
    db
      .select({
        _id: activities.id,
        name: activities.name,
        deadline: activities.deadline,
        status: activities.status,
        project: projects.id,
        projectName: projects.name,
      })
      .from(activities)
      .innerJoin(projects, eq(projects.id, activities.projectId))
      .where(and(mine, ne(activities.status, 'done')))
      .orderBy(asc(activities.deadline), asc(activities.name), asc(activities.id))
      .limit(DASHBOARD_UPCOMING),
    can(caller, 'feature.full') ? budgets(db, and(mine, isNotNull(projects.budget))) : undefined,
  ]);
  const activitiesByStatus = Object.fromEntries(
    ACTIVITY_STATUSES.map((s) => [s, 0]),
  ) as Dashboard['activitiesByStatus'];
  for (const row of byStatus) activitiesByStatus[row.status] = row.n;
  return {
    ongoingProjects: counted[0]?.n ?? 0,
    activitiesByStatus,
    upcoming,
    budget: budget ?? null,
  };
}

async function budgets(db: Db, where: ReturnType<typeof and>): Promise<NonNullable<Dashboard['budget']>> {
  const [[sum], largest] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${projects.budget}), 0)`, n: count() })
      .from(projects)
      .where(where),
    db
      .select({ _id: projects.id, name: projects.name, budget: sql<number>`${projects.budget}` })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.budget), asc(projects.name))
      .limit(DASHBOARD_LARGEST_BUDGETS),
  ]);
  return {
    // bigint sums arrive as text; budgets are whole kronor well inside a double's exact range.
    total: Number(sum?.total ?? 0),
    budgetedProjects: sum?.n ?? 0,
    largest: largest.map((p) => ({ ...p, budget: Number(p.budget) })),
  };
}
