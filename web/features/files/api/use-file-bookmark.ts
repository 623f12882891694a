import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../common/api/user';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

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
 * The ids of the files the user has bookmarked (`GET user/{id}?select=bookmarks.files`), construction files
 * and drawings alike; the list filter narrows them to its kind.
 */
export function useFileBookmarks(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: fileKeys.bookmarks(userId ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await api.get<Partial<User>>(
        `/user/${encodeURIComponent(userId ?? '')}`,
        { select: 'bookmarks.files' },
        signal,
      );
      return answer.bookmarks?.files ?? [];
    },
    enabled: enabled && Boolean(userId),
  });
}

/**
 * `PATCH user/{me}?action=addBookmarks|removeBookmarks { files: [id] }`. The star changes at once on every
 * cached page and turns back if the server refuses. The bookmark ids change with it, so a bookmarked-only
 * list asks for its new set of files.
 */
export function useToggleFileBookmark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, bookmarked }: BookmarkChange) =>
      api.patch<{ files: string[] }>(
        `/user/${encodeURIComponent(userId)}`,
        { files: [fileId] },
        { action: bookmarked ? 'addBookmarks' : 'removeBookmarks' },
      ),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: fileKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: fileKeys.all });
      queryClient.setQueriesData({ queryKey: fileKeys.all }, (data: unknown) => withBookmark(data, change));
      queryClient.setQueryData<string[]>(fileKeys.bookmarks(userId), (ids) => {
        if (!ids) return ids;
        const others = ids.filter((id) => id !== change.fileId);
        return change.bookmarked ? [...others, change.fileId] : others;
      });
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => queryClient.setQueryData(fileKeys.bookmarks(userId), answer.files),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all, refetchType: 'none' }),
  });
}
