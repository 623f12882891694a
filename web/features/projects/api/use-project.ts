import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../common/api/project';
import type { ListAnswer } from '../../../../common/api/shared';
import { RELATED_PROJECTS_LIMIT } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../entities/project/keys';
import type { ProjectDetail } from '../../../entities/project/types';
import { apiPath, PROJECT_PATHS } from '../../../../common/api/paths';

export const DETAIL_POPULATE = 'team,activities,organization';

export function fetchProject(id: string, signal?: AbortSignal) {
  return api.get<ProjectDetail>(apiPath(PROJECT_PATHS.one, { id }), { populate: DETAIL_POPULATE }, signal);
}

/** One project with its team, activities and organization; every tab of the project page reads this entry. */
export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => fetchProject(id, signal),
    enabled: Boolean(id),
  });
}

export type RelatedProject = Pick<Project, '_id' | 'name' | 'type' | 'sector' | 'startDate'>;

/** Up to six other projects of the same type (docs/product.md point 7 "related projects"). */
export function useRelatedProjects(id: string, type: string | undefined) {
  return useQuery({
    queryKey: projectKeys.related(id, type ?? ''),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<RelatedProject>>(
        PROJECT_PATHS.list,
        {
          query: JSON.stringify({ type, _id: { $ne: id } }),
          limit: RELATED_PROJECTS_LIMIT,
          select: 'name,type,sector,startDate',
        },
        signal,
      ),
    enabled: Boolean(id && type),
    staleTime: 60_000,
  });
}
