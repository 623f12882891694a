/** Project and activity rows → the API's shapes, with the caller's abilities; limited accounts get no budget figures. */
import type { Activity, Project } from '../../common/api/project';
import type { ActivityRow, UserRow } from '../db/schema';
import { hasFullFunctionality, projectAbilities } from '../policies/project';
import type { ProjectView } from '../queries/project-view';
import { presentUser } from './user';

const member = (user: UserRow) => presentUser({ row: user, organization: null, pending: null });

export function presentActivity(
  activity: ActivityRow & { responsible?: UserRow | null },
  populateResponsible = false,
): Activity {
  return {
    _id: activity.id,
    project: activity.projectId,
    name: activity.name,
    responsible: populateResponsible && activity.responsible ? member(activity.responsible) : activity.responsibleId,
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
  const full = hasFullFunctionality(caller);
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
    team: populate.has('team') ? view.team.map(member) : view.teamIds,
    activities: populate.has('activities') ? view.activities.map((a) => presentActivity(a, true)) : view.activityIds,
    logo: row.logo,
    archived: row.archived,
    budget: full ? row.budget : null,
    budgetNotes: full ? row.budgetNotes : null,
    lessonsLearned: full ? row.lessonsLearned : null,
    completed: view.completed,
    bookmarked: view.bookmarked,
    createdAt: row.createdAt.toISOString(),
    abilities: projectAbilities(caller, row, onTeam),
  };
}
