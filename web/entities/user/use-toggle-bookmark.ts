import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { filtersOnBookmarks } from '../../lib/bookmark-filter';
import { apiPath, USER_PATHS } from '../../../common/api/paths';

/** What a user bookmarks: the name of the list in `PATCH user/{id}`'s body. */
export type BookmarkKind = 'projects' | 'files';

export interface BookmarkChange {
  id: string;
  bookmarked: boolean;
}

type Bookmarkable = { _id: string; bookmarked?: boolean };

function isList(data: unknown): data is { result: Bookmarkable[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { result?: unknown }).result);
}

/** Sets the flag wherever the item is cached: list pages and its own page. */
function withBookmark(data: unknown, { id, bookmarked }: BookmarkChange): unknown {
  if (isList(data)) {
    return { ...data, result: data.result.map((item) => (item._id === id ? { ...item, bookmarked } : item)) };
  }
  if (typeof data === 'object' && data !== null && (data as Bookmarkable)._id === id) {
    return { ...data, bookmarked };
  }
  return data;
}

/**
 * `PATCH user/{me}?action=addBookmarks|removeBookmarks { projects|files: [id] }`. The star changes at once on
 * every cached page below `cacheKey` and turns back if the server refuses.
 */
export function useToggleBookmark(userId: string, kind: BookmarkKind, cacheKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bookmarked }: BookmarkChange) =>
      api.patch<Partial<Record<BookmarkKind, string[]>>>(
        apiPath(USER_PATHS.one, { id: userId }),
        { [kind]: [id] },
        { action: bookmarked ? 'addBookmarks' : 'removeBookmarks' },
      ),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: cacheKey });
      const snapshot = queryClient.getQueriesData({ queryKey: cacheKey });
      queryClient.setQueriesData({ queryKey: cacheKey }, (data: unknown) => withBookmark(data, change));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Rows already show the right star, so lists are only marked stale; a bookmarked-only list on screen
    // gains or loses a row, so that one asks again now.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: cacheKey, refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: cacheKey, type: 'active', predicate: filtersOnBookmarks });
    },
  });
}
