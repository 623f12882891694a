import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../common/api/dashboard';
import { DEFAULT_LIST_SORT } from '../../../../common/api/list-specs';
import { DASHBOARD_PATH, PROJECT_PATHS } from '../../../../common/api/paths';
import type { ListAnswer } from '../../../../common/api/shared';
import { DASHBOARD_LATEST_PROJECTS } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../entities/project';
import type { ProjectSummary } from '../components/latest-projects-card';

/** The user's two latest projects: those whose team holds them, newest first (docs/product.md point 9). */
export function useLatestProjects(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.mine(userId ?? '', 'latest'),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<ProjectSummary>>(
        PROJECT_PATHS.list,
        {
          query: JSON.stringify({ team: userId }),
          sort: DEFAULT_LIST_SORT,
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

/**
 * The figures at a glance (activities per status, next deadlines, budgets) over all the user's ongoing team
 * projects, aggregated by the server (`GET dashboard`): true at any number of projects.
 */
export function useDashboard(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.mine(userId ?? '', 'dashboard'),
    queryFn: ({ signal }) => api.get<Dashboard>(DASHBOARD_PATH, {}, signal),
    enabled: enabled && Boolean(userId),
  });
}
