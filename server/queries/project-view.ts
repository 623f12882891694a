/** Loads projects with what their answer needs — team, activity progress, bookmark, organization — a page at a time. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executePrepared, rowsOf, type Db } from '../db/client';
import { rowFromJson } from '../db/json-rows';
import {
  activities,
  organizations,
  projectBookmarks,
  projectColumns,
  projects,
  projectTeam,
  users,
  type ActivityRow,
  type ProjectRow,
  type UserRow,
} from '../db/schema';
import { inIds, isUuid } from './ids';

export interface ProjectView {
  row: ProjectRow;
  organization: { id: string; name: string } | null;
  teamIds: string[];
  team: UserRow[];
  activityIds: string[];
  activities: Array<ActivityRow & { responsible: UserRow | null }>;
  completed: number;
  bookmarked: boolean;
}

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/**
 * Projects by id in the order given (a search index's page), leaving out any deleted since: one prepared
 * statement, its rows as JSON (json-rows.ts).
 */
/**
 * Projects by id, in the order given; ids no longer there, or outside `scope` (the caller's projectScope, checked
 * again on the rows read: a search index that has not yet seen a change can name one), are left out.
 */
export async function loadProjectsByIds(db: Db, ids: readonly string[], scope?: SQL): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  const [found] = rowsOf<{ page: Array<Record<string, unknown>> }>(
    await executePrepared(
      db,
      sql`select coalesce(json_agg(page), '[]'::json) as page
          from (select ${LISTED_COLUMNS} from ${projects} where ${inIds(sql`id`, ids)}${scope ? sql` and ${scope}` : sql``}) page`,
    ),
  );
  const byId = new Map(
    (found?.page ?? []).map((json) => {
      const { searchVector: _words, ...row } = rowFromJson(projects, json);
      return [row.id, row];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((row): row is ProjectRow => row !== undefined);
}

const LISTED_COLUMNS = sql.join(
  Object.values(projectColumns).map((c) => sql.identifier(c.name)),
  sql`, `,
);

export async function isOnTeam(db: Db, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ p: projectTeam.projectId })
    .from(projectTeam)
    .where(and(eq(projectTeam.projectId, projectId), eq(projectTeam.userId, userId)));
  return Boolean(row);
}

/** `caller` null: a view shared by every caller (the by-id cache), `bookmarked` false, added per caller after. */
type ListedJson = {
  orgs: Array<[string, string]>;
  team: Array<[string, string]>;
  /** [project, activity ids in deadline order, total, done] */
  progress: Array<[string, string[], number, number]>;
  marks: string[];
};

export async function loadProjectViews(
  db: Db,
  caller: UserRow | null,
  rows: ProjectRow[],
  populate: { team?: boolean; activities?: boolean } = {},
): Promise<ProjectView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  // What every list page needs in one statement of JSON lists (a round trip each cost the server more than the
  // lookup cost the database); a populated team or activities, asked for on a project's own page, apart.
  const json = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
  const [[listed], populatedTeam, activityRows] = await Promise.all([
    executePrepared(
      db,
      sql`select
          ${json(sql`select json_agg(json_build_array(o.id, o.name)) from ${organizations} o where ${inIds(sql`o.id`, orgIds)}`)} as orgs,
          ${json(sql`select json_agg(json_build_array(t.project_id, t.user_id) order by t.added_at)
            from ${projectTeam} t where ${inIds(sql`t.project_id`, ids)}`)} as team,
          ${json(sql`select json_agg(json_build_array(a.project_id, a.ids, a.total, a.done)) from (
              select project_id, array_agg(id order by deadline, created_at) as ids, count(*)::int as total,
                count(*) filter (where status = 'done')::int as done
              from ${activities} where ${inIds(sql`project_id`, ids)} group by project_id) a`)} as progress,
          ${
            caller
              ? json(sql`select json_agg(b.project_id) from ${projectBookmarks} b
                  where b.user_id = ${caller.id} and ${inIds(sql`b.project_id`, ids)}`)
              : sql`'[]'::json`
          } as marks`,
    ).then((r) => rowsOf<ListedJson>(r)),
    populate.team
      ? db
          .select({ projectId: projectTeam.projectId, user: users, role: projectTeam.role })
          .from(projectTeam)
          .innerJoin(users, eq(users.id, projectTeam.userId))
          .where(inIds(projectTeam.projectId, ids))
          .orderBy(asc(users.lastName), asc(users.firstName))
      : Promise.resolve([]),
    populate.activities ? loadActivities(db, ids) : Promise.resolve([]),
  ]);
  const orgs = (listed?.orgs ?? []).map(([id, name]) => ({ id, name }));
  const team = populate.team
    ? populatedTeam
    : (listed?.team ?? []).map(([projectId, userId]) => ({ projectId, userId }));
  const progress = (listed?.progress ?? []).map(([projectId, activityIds, total, done]) => ({
    projectId,
    ids: activityIds,
    total,
    done,
  }));
  const bookmarked = new Set(listed?.marks ?? []);
  return rows.map((row) => {
    const members = team.filter((m) => m.projectId === row.id);
    const stats = progress.find((p) => p.projectId === row.id);
    return {
      row,
      organization: orgs.find((o) => o.id === row.organizationId) ?? null,
      teamIds: members.map((m) => ('user' in m ? m.user.id : m.userId)),
      // A team member's `role` is their role in this project (the membership's), not their profile's.
      team: members.flatMap((m) => ('user' in m ? [{ ...m.user, role: m.role }] : [])),
      activityIds: stats?.ids ?? [],
      activities: activityRows.filter((a) => a.projectId === row.id),
      completed: stats && stats.total > 0 ? Math.round((100 * stats.done) / stats.total) : 0,
      bookmarked: bookmarked.has(row.id),
    };
  });
}

/*
 * The by-id view in one statement (issue 14.1: one round trip per read, not one per relation): the project and
 * each relation aggregated as JSON beside it. Ordered as loadProjectViews orders them, which a test compares.
 */
const VIEW = (id: string, populate: { team: boolean; activities: boolean }) => sql`
  select to_jsonb(p) as project,
    (select jsonb_build_object('id', o.id, 'name', o.name) from ${organizations} o where o.id = p.organization_id)
      as organization,
    ${
      populate.team
        ? sql`coalesce((select jsonb_agg(to_jsonb(u) || jsonb_build_object('role', t.role)
              order by u.last_name, u.first_name) from ${projectTeam} t
            join ${users} u on u.id = t.user_id where t.project_id = p.id), '[]')`
        : sql`'[]'::jsonb`
    } as team,
    coalesce((select jsonb_agg(t.user_id order by t.added_at) from ${projectTeam} t where t.project_id = p.id), '[]')
      as team_ids,
    (select jsonb_build_object('ids', coalesce(jsonb_agg(a.id order by a.deadline, a.created_at), '[]'),
        'total', count(*), 'done', count(*) filter (where a.status = 'done'))
      from ${activities} a where a.project_id = p.id) as progress,
    ${
      populate.activities
        ? sql`coalesce((select jsonb_agg(jsonb_build_object('activity', to_jsonb(a), 'responsible', to_jsonb(u))
              order by a.deadline, a.created_at)
            from ${activities} a left join ${users} u on u.id = a.responsible_id where a.project_id = p.id), '[]')`
        : sql`'[]'::jsonb`
    } as activities
  from ${projects} p where p.id = ${id}`;

type Json = Record<string, unknown>;

/** One project's view shared by every caller (`bookmarked` false), or undefined when there is no such project. */
export async function loadProjectView(
  db: Db,
  id: string,
  populate: { team: boolean; activities: boolean },
): Promise<ProjectView | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = rowsOf<{
    project: Json;
    organization: { id: string; name: string } | null;
    team: Json[];
    team_ids: string[];
    progress: { ids: string[]; total: number; done: number };
    activities: Array<{ activity: Json; responsible: Json | null }>;
  }>(await executePrepared(db, VIEW(id, populate)));
  if (!found) return undefined;
  const team = found.team.map((u) => rowFromJson(users, u));
  const { total, done, ids } = found.progress;
  return {
    row: rowFromJson(projects, found.project),
    organization: found.organization,
    // As loadProjectViews: with the team populated, its members in name order; else in the order they joined.
    teamIds: populate.team ? team.map((u) => u.id) : found.team_ids,
    team,
    activityIds: ids,
    activities: found.activities.map((a) => ({
      ...rowFromJson(activities, a.activity),
      responsible: a.responsible ? rowFromJson(users, a.responsible) : null,
    })),
    completed: total > 0 ? Math.round((100 * done) / total) : 0,
    bookmarked: false,
  };
}

export async function loadActivities(
  db: Db,
  projectIds: string[],
): Promise<Array<ActivityRow & { responsible: UserRow | null }>> {
  const rows = await db
    .select({ activity: activities, responsible: users })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.responsibleId))
    .where(inArray(activities.projectId, projectIds))
    .orderBy(asc(activities.deadline), asc(activities.createdAt));
  return rows.map((r) => ({ ...r.activity, responsible: r.responsible }));
}
