import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filtersOnBookmarks } from '../../../lib/bookmark-filter';
import { projectKeys } from '../../../entities/project/keys';
import { apiPath, USER_PATHS } from '../../../../common/api/paths';

interface BookmarkChange {
  projectId: string;
  bookmarked: boolean;
}

type Bookmarkable = { _id: string; bookmarked?: boolean };

function isList(data: unknown): data is { result: Bookmarkable[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { result?: unknown }).result);
}

/** Sets the flag wherever the project is cached: list pages and its page. */
function withBookmark(data: unknown, { projectId, bookmarked }: BookmarkChange): unknown {
  if (isList(data)) {
    return { ...data, result: data.result.map((p) => (p._id === projectId ? { ...p, bookmarked } : p)) };
  }
  if (typeof data === 'object' && data !== null && (data as Bookmarkable)._id === projectId) {
    return { ...data, bookmarked };
  }
  return data;
}

/** Adds or removes a project bookmark, showing the change at once and undoing it if the server refuses. */
export function useToggleBookmark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, bookmarked }: BookmarkChange) =>
      api.patch<{ projects: string[] }>(
        apiPath(USER_PATHS.one, { id: userId }),
        { projects: [projectId] },
        { action: bookmarked ? 'addBookmarks' : 'removeBookmarks' },
      ),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: projectKeys.all });
      queryClient.setQueriesData({ queryKey: projectKeys.all }, (data: unknown) => withBookmark(data, change));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Rows already show the right star, so lists are only marked stale; a bookmarked-only list on screen
    // gains or loses a row, so that one asks again now.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.all, refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: projectKeys.all, type: 'active', predicate: filtersOnBookmarks });
    },
  });
}
