import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROJECT_PATHS } from '../../../../common/api/paths';
import type { ListAnswer } from '../../../../common/api/shared';
import { api } from '../../../lib/api-client';
import { projectKeys, type ProjectListParams } from '../../../entities/project/keys';
import type { ProjectRow } from '../../../entities/project/types';

/**
 * `GET project` with filter, sort and page. The previous page stays on screen while the next one loads,
 * so paging and filtering never flash an empty table.
 */
export function useProjectList<T = ProjectRow>(params: ProjectListParams, enabled = true) {
  return useQuery({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => api.get<ListAnswer<T>>(PROJECT_PATHS.list, { ...params }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
