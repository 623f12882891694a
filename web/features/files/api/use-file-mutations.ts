import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { fileKeys } from '../../../entities/file/keys';
import type { AnyFile } from '../../../entities/file/types';
import type { FileStatus } from '../../../../common/api/files';

export interface CreateFileBody {
  name: string;
  project: string;
  url: string;
  year?: number | null;
  documentType?: string;
  drawingType?: string;
  info?: string;
  drawingNumber?: string;
  scale?: string;
  status?: FileStatus;
}

export type UpdateFileBody = Partial<Omit<CreateFileBody, 'project'>>;

/** Lists, distinct values and document types of the kind; the other kind is untouched. */
export function refreshKind(queryClient: QueryClient, kind: FileKind) {
  return queryClient.invalidateQueries({ queryKey: fileKeys.kind(kind) });
}

/** `POST constructionfile` / `POST drawingfile` with the url of a finished upload. */
export function useCreateFile(kind: FileKind) {
  return useMutation({
    mutationFn: (body: CreateFileBody) => api.post<AnyFile>(KINDS[kind].paths.list, body),
  });
}

/** `PATCH …/{id}`: rename, retype, or (with a new upload's url) replace the content. */
export function useUpdateFile(kind: FileKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFileBody }) =>
      api.patch<AnyFile>(KINDS[kind].paths.one(id), body),
    onSuccess: () => refreshKind(queryClient, kind),
  });
}

export function useDeleteFile(kind: FileKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(KINDS[kind].paths.one(id)),
    onSuccess: () => refreshKind(queryClient, kind),
  });
}

/** `POST delete_files_bulk` / `delete_drawings_bulk`: all or nothing, so a refusal leaves the list as it was. */
export function useDeleteFiles(kind: FileKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post<{ success: true; deletedCount: number }>(KINDS[kind].paths.bulkDelete, { ids }),
    onSuccess: () => refreshKind(queryClient, kind),
  });
}

/**
 * The status of one or many files (PATCH each; a selection is at most a page). All are tried; the answer
 * counts those that changed, and the first failure is thrown after the rest were sent.
 */
export function useSetStatus(kind: FileKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: string[]; status: FileStatus }) => {
      const results = await Promise.allSettled(
        ids.map((id) => api.patch<AnyFile>(KINDS[kind].paths.one(id), { status })),
      );
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return results.length;
    },
    onSettled: () => refreshKind(queryClient, kind),
  });
}
