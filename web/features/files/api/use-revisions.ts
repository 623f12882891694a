import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Revision } from '../../../../common/api/files';
import type { ListAnswer } from '../../../../common/api/shared';
import { api } from '../../../lib/api-client';
import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { fileKeys } from '../../../entities/file/keys';
import { refreshKind } from './use-file-mutations';
import type { AnyFile } from '../../../entities/file/types';

/** More revisions than a drawing ever gets in practice; the history shows them all at once. */
const HISTORY_LIMIT = 500;

/** `GET …/{id}/revisions`: newest first. */
export function useRevisions(kind: FileKind, id: string | null) {
  return useQuery({
    queryKey: fileKeys.revisions(kind, id ?? ''),
    queryFn: async (): Promise<Revision[]> =>
      (await api.get<ListAnswer<Revision>>(KINDS[kind].revisions(id ?? ''), { limit: HISTORY_LIMIT })).result,
    enabled: id !== null,
  });
}

export interface AddRevisionBody {
  url: string;
  revision?: string;
  comment?: string;
}

/** `POST …/{id}/revisions`: the upload becomes the file's current revision. */
export function useAddRevision(kind: FileKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddRevisionBody }) =>
      api.post<AnyFile>(KINDS[kind].revisions(id), body),
    onSuccess: () => refreshKind(queryClient, kind),
  });
}
