import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MARKUP_LIMITS } from '../../../../common/api/markup-values';
import { MARKUP_PATHS } from '../../../../common/api/paths';
import type { ListAnswer } from '../../../../common/api/shared';
import { api } from '../../../lib/api-client';
import type { FileKind } from '../../../entities/file/kinds';
import type {
  CreateMarkupBody,
  Markup,
  MarkupReply,
  MarkupTarget,
  UpdateMarkupBody,
} from '../../../entities/file/markup-types';

/** The list call's cap: a page with more markups is read in several slices at once. */
const SLICE = MARKUP_LIMITS.listLimit;

const at = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export const markupPaths = {
  list: (kind: FileKind, id: string) =>
    at(kind === 'drawing' ? MARKUP_PATHS.drawingMarkups : MARKUP_PATHS.constructionFileMarkups, id),
  one: (id: string) => at(MARKUP_PATHS.one, id),
  replies: (id: string) => at(MARKUP_PATHS.replies, id),
  restore: (id: string) => at(MARKUP_PATHS.restore, id),
};

export const markupKeys = {
  page: (target: MarkupTarget, page: number) =>
    ['files', target.kind, 'markups', target.fileId, target.revisionId ?? 'current', page] as const,
};

/** `GET …/{id}/markups?revisionId=&page=`: the caller's own private markups and every published one. */
export async function fetchPageMarkups(target: MarkupTarget, page: number, signal?: AbortSignal): Promise<Markup[]> {
  const path = markupPaths.list(target.kind, target.fileId);
  const query = { revisionId: target.revisionId, page, limit: SLICE };
  const first = await api.get<ListAnswer<Markup>>(path, { ...query, skip: 0 }, signal);
  if (first.total <= first.result.length) return first.result;
  const step = first.limit || SLICE;
  const rest: Promise<ListAnswer<Markup>>[] = [];
  for (let skip = first.result.length; skip < first.total; skip += step)
    rest.push(api.get<ListAnswer<Markup>>(path, { ...query, skip, limit: step }, signal));
  return [first, ...(await Promise.all(rest))].flatMap((answer) => answer.result);
}

export function usePageMarkups(target: MarkupTarget | undefined, page: number) {
  return useQuery({
    queryKey: target ? markupKeys.page(target, page) : ['files', 'markups', 'none'],
    queryFn: ({ signal }) => (target ? fetchPageMarkups(target, page, signal) : Promise.resolve([])),
    enabled: target !== undefined,
  });
}

/** Puts one markup's new state into the page's cache: a change to one of 2,000 never reads them all again. */
function patchCache(
  queryClient: QueryClient,
  target: MarkupTarget,
  page: number,
  change: (list: Markup[]) => Markup[],
) {
  queryClient.setQueryData<Markup[]>(markupKeys.page(target, page), (list) => change(list ?? []));
}

export function replaceIn(list: Markup[], markup: Markup): Markup[] {
  const at = list.findIndex((item) => item._id === markup._id);
  if (at < 0) return [...list, markup];
  const next = list.slice();
  next[at] = markup;
  return next;
}

/**
 * Creating, changing, deleting, restoring (undo of a delete: the same markup, id and replies) and replying, each
 * answer written into the page's cached list.
 */
export function useMarkupMutations(target: MarkupTarget, page: number) {
  const queryClient = useQueryClient();
  const update = (change: (list: Markup[]) => Markup[]) => patchCache(queryClient, target, page, change);
  const create = useMutation({
    mutationFn: (body: Omit<CreateMarkupBody, 'revisionId' | 'review' | 'page'>) =>
      api.post<Markup>(markupPaths.list(target.kind, target.fileId), {
        ...body,
        page,
        ...(target.revisionId ? { revisionId: target.revisionId } : {}),
        ...(target.review ? { review: target.review } : {}),
      }),
    onSuccess: (markup) => update((list) => replaceIn(list, markup)),
  });
  const patch = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMarkupBody }) => api.patch<Markup>(markupPaths.one(id), body),
    onSuccess: (markup) => update((list) => replaceIn(list, markup)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<unknown>(markupPaths.one(id)).then(() => id),
    onSuccess: (id) => update((list) => list.filter((item) => item._id !== id)),
  });
  const restore = useMutation({
    mutationFn: (id: string) => api.post<Markup>(markupPaths.restore(id)),
    onSuccess: (markup) => update((list) => replaceIn(list, markup)),
  });
  const reply = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<Markup | MarkupReply>(markupPaths.replies(id), { text }).then((answer) => ({ id, answer })),
    // The answer is the markup with its replies, or the new reply alone: both are taken.
    onSuccess: ({ id, answer }) =>
      update((list) =>
        'kind' in answer
          ? replaceIn(list, answer)
          : list.map((item) => (item._id === id ? { ...item, replies: [...item.replies, answer] } : item)),
      ),
  });
  return { create, patch, remove, restore, reply };
}
