/** Finds a project the caller may see, or answers 404 — the same for missing and invisible ones. */
import { MSG_PROJECT } from '../../common/messages';
import type { Db } from '../db/client';
import type { ProjectRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { can } from '../policies/authorize';
import type { AppContext } from '../context';
import { findProject, isOnTeam, loadProjectView, type ProjectView } from './project-view';
import { loadProjectBookmarkSet } from './bookmarks';

export interface ProjectAccess {
  project: ProjectRow;
  onTeam: boolean;
}

export async function visibleProject(db: Db, caller: UserRow, id: string): Promise<ProjectAccess> {
  const project = await findProject(db, id);
  if (!project) throw notFound(MSG_PROJECT.notFound);
  const onTeam = await isOnTeam(db, project.id, caller.id);
  if (!can(caller, 'project.read', { project, onTeam })) throw notFound(MSG_PROJECT.notFound);
  return { project, onTeam };
}

/**
 * The project view behind `GET project/{id}`, from the by-id cache when its tables are unchanged, with the
 * caller's bookmark; 404 unless the caller may read it, judged by the same rule as `visibleProject`.
 */
export async function visibleProjectView(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  caller: UserRow,
  id: string,
  populate: { team: boolean; activities: boolean },
): Promise<ProjectView> {
  const key = `${id}|${populate.team ? 't' : ''}${populate.activities ? 'a' : ''}`;
  const view = await ctx.caches.projectViews.through(
    key,
    async () => (await loadProjectView(ctx.db, id, populate)) ?? null,
  );
  if (!view || !can(caller, 'project.read', { project: view.row, onTeam: view.teamIds.includes(caller.id) }))
    throw notFound(MSG_PROJECT.notFound);
  const bookmarks = await ctx.caches.projectBookmarks.through(caller.id, () =>
    loadProjectBookmarkSet(ctx.db, caller.id),
  );
  return { ...view, bookmarked: bookmarks.has(view.row.id) };
}
