import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PROJECT_PATHS } from '../../../../common/api/project';
import type { ListAnswer } from '../../../../common/api/shared';
import type { User } from '../../../../common/api/user';
import { api } from '../../../lib/api-client';
import { projectKeys, type ProjectListParams } from './keys';
import type { ProjectRow } from './types';

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

/** The ids of the projects the user has bookmarked (`GET user/{id}?select=bookmarks.projects`). */
export function useProjectBookmarks(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: projectKeys.bookmarks(userId ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await api.get<Partial<User>>(
        `/user/${encodeURIComponent(userId ?? '')}`,
        { select: 'bookmarks.projects' },
        signal,
      );
      return answer.bookmarks?.projects ?? [];
    },
    enabled: enabled && Boolean(userId),
  });
}
