/** Finds a project the caller may see, or answers 404 — the same for missing and invisible ones. */
import { MSG_PROJECT } from '../../common/messages';
import type { Db } from '../db/client';
import type { ProjectRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { can } from '../policies/authorize';
import { findProject, isOnTeam } from './project-view';

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
