import { useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../../common/api/project';
import type { ListAnswer } from '../../../../common/api/shared';
import { DASHBOARD_LATEST_PROJECTS } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../projects/api/keys';
import type { ProjectSummary } from '../components/latest-projects-card';

/** The user's two latest projects: those whose team holds them, newest first (SPEC.md point 9). */
export function useLatestProjects(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.mine(userId ?? '', 'latest'),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<ProjectSummary>>(
        '/project',
        {
          query: JSON.stringify({ team: userId }),
          sort: '-createdAt -name',
          limit: DASHBOARD_LATEST_PROJECTS,
          populate: 'organization',
          select: 'name,type,createdAt,completed,archived,organization',
        },
        signal,
      ),
    enabled: enabled && Boolean(userId),
    select: (answer) => answer.result,
  });
}

export interface ActiveProject {
  _id: string;
  name: string;
  budget?: number | null;
  activities: Activity[];
}

const ACTIVE_LIMIT = 100;

/** The user's ongoing projects with their activities and budgets, for the at-a-glance charts. */
export function useActiveProjects(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.mine(userId ?? '', 'active'),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<ActiveProject>>(
        '/project',
        {
          query: JSON.stringify({ team: userId, archived: false }),
          populate: 'activities',
          limit: ACTIVE_LIMIT,
          select: 'name,activities,budget',
        },
        signal,
      ),
    enabled: enabled && Boolean(userId),
  });
}
