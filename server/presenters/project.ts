/** Project and activity rows → the API's shapes, with the caller's abilities; limited accounts get no budget figures. */
import type { Activity, Project } from '../../common/api/project';
import type { ActivityRow, UserRow } from '../db/schema';
import { projectAbilities } from '../policies/abilities';
import { can } from '../policies/authorize';
import type { ProjectView } from '../queries/project-view';
import { logoPath } from '../queries/upload-access';
import { presentUser } from './user';

/**
 * A populated team member or responsible person. docs/api.md: populated entities stay "filtered by what the caller
 * may see", and users outside the caller's organization are not visible to them (GET user/{id} answers 404), so
 * on another organization's public project the caller gets names and titles but no e-mail, phone or address.
 */
function member(caller: UserRow, user: UserRow) {
  const presented = presentUser(caller, { row: user, organization: null, pending: null });
  return can(caller, 'user.seeContact', user) ? presented : { ...presented, email: '' };
}

export function presentActivity(
  caller: UserRow,
  activity: ActivityRow & { responsible?: UserRow | null },
  populateResponsible = false,
): Activity {
  return {
    _id: activity.id,
    project: activity.projectId,
    name: activity.name,
    responsible:
      populateResponsible && activity.responsible ? member(caller, activity.responsible) : activity.responsibleId,
    deadline: activity.deadline,
    description: activity.description,
    keywords: activity.keywords,
    status: activity.status,
    createdAt: activity.createdAt.toISOString(),
  };
}

export function presentProject(caller: UserRow, view: ProjectView, populate: Set<string> = new Set()): Project {
  const { row } = view;
  const onTeam = view.teamIds.includes(caller.id);
  const full = can(caller, 'feature.full');
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    sector: row.sector,
    startDate: row.startDate,
    visibility: row.visibility,
    organization:
      populate.has('organization') && view.organization
        ? { _id: view.organization.id, name: view.organization.name }
        : row.organizationId,
    team: populate.has('team') ? view.team.map((user) => member(caller, user)) : view.teamIds,
    activities: populate.has('activities')
      ? view.activities.map((a) => presentActivity(caller, a, true))
      : view.activityIds,
    logo: logoPath(row),
    archived: row.archived,
    budget: full ? row.budget : null,
    budgetNotes: full ? row.budgetNotes : null,
    lessonsLearned: full ? row.lessonsLearned : null,
    completed: view.completed,
    bookmarked: view.bookmarked,
    createdAt: row.createdAt.toISOString(),
    abilities: projectAbilities(caller, { project: row, onTeam }),
  };
}
