import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filtersOnBookmarks } from '../../../lib/bookmark-filter';
import { fileKeys } from '../../../entities/file/keys';
import { apiPath, USER_PATHS } from '../../../../common/api/paths';

interface BookmarkChange {
  fileId: string;
  bookmarked: boolean;
}

type Bookmarkable = { _id: string; bookmarked?: boolean };

function isList(data: unknown): data is { result: Bookmarkable[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { result?: unknown }).result);
}

function withBookmark(data: unknown, { fileId, bookmarked }: BookmarkChange): unknown {
  if (!isList(data)) return data;
  return { ...data, result: data.result.map((file) => (file._id === fileId ? { ...file, bookmarked } : file)) };
}

/**
 * `PATCH user/{me}?action=addBookmarks|removeBookmarks { files: [id] }`. The star changes at once on every
 * cached page and turns back if the server refuses.
 */
export function useToggleFileBookmark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, bookmarked }: BookmarkChange) =>
      api.patch<{ files: string[] }>(
        apiPath(USER_PATHS.one, { id: userId }),
        { files: [fileId] },
        { action: bookmarked ? 'addBookmarks' : 'removeBookmarks' },
      ),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: fileKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: fileKeys.all });
      queryClient.setQueriesData({ queryKey: fileKeys.all }, (data: unknown) => withBookmark(data, change));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Rows already show the right star, so lists are only marked stale; a bookmarked-only list on screen
    // gains or loses a row, so that one asks again now.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: fileKeys.all, refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: fileKeys.all, type: 'active', predicate: filtersOnBookmarks });
    },
  });
}
