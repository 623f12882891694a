import type { Activity, Project } from '../../../common/api/project';
import type { User } from '../../../common/api/user';

/** A project as `GET project/{id}?populate=team,activities,organization` answers it. */
export type ProjectDetail = Omit<Project, 'team' | 'activities' | 'organization'> & {
  team: User[];
  activities: PopulatedActivity[];
  organization: { _id: string; name: string } | string;
};

/** An activity with its responsible person populated (or null when that user is gone). */
export type PopulatedActivity = Omit<Activity, 'responsible'> & { responsible: User | string | null };

/** A row of the project database: the selected fields of the list call. */
export type ProjectRow = Pick<
  Project,
  | '_id'
  | 'name'
  | 'description'
  | 'type'
  | 'sector'
  | 'startDate'
  | 'visibility'
  | 'archived'
  | 'completed'
  | 'bookmarked'
  | 'abilities'
  | 'createdAt'
  | 'highlights'
> & { organization?: { _id: string; name: string } | string };

export function organizationOf(project: { organization?: { _id: string; name: string } | string }) {
  const org = project.organization;
  if (!org) return { id: null, name: null };
  return typeof org === 'string' ? { id: org, name: null } : { id: org._id, name: org.name };
}

export function userOf(value: User | string | null): User | null {
  return value && typeof value === 'object' ? value : null;
}
