import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListAnswer } from '../../../../common/api/shared';
import { api } from '../../../lib/api-client';
import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { fileKeys, NO_FILTER, type ListSlice } from '../../../entities/file/keys';
import type { AnyFile } from '../../../entities/file/types';

const POPULATE = 'project,organization';

function listOptions(kind: FileKind, slice: ListSlice) {
  return queryOptions({
    queryKey: fileKeys.list(kind, slice),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<AnyFile>>(
        KINDS[kind].paths.list,
        {
          query: slice.filter === NO_FILTER ? undefined : slice.filter,
          search: slice.search || undefined,
          sort: slice.sort,
          skip: slice.skip,
          limit: slice.limit,
          populate: POPULATE,
        },
        signal,
      ),
  });
}

/**
 * One page of `GET constructionfile` / `GET drawingfile`. Each filter combination and page slice is its
 * own cache entry, so going back to a page is instant; the previous page stays on screen while the next
 * one loads, so paging and filtering never flash an empty table.
 */
export function useFileList(kind: FileKind, slice: ListSlice, enabled = true) {
  return useQuery({ ...listOptions(kind, slice), placeholderData: keepPreviousData, enabled });
}

/** Once a page is shown, the next one is fetched quietly, so "next page" answers at once. */
export function usePrefetchNextPage(kind: FileKind, slice: ListSlice, total: number | undefined) {
  const queryClient = useQueryClient();
  const next = slice.skip + slice.limit;
  const { filter, search, sort, limit } = slice;
  useEffect(() => {
    if (total === undefined || next >= total) return;
    void queryClient.prefetchQuery(listOptions(kind, { filter, search, sort, limit, skip: next }));
  }, [queryClient, kind, filter, search, sort, limit, next, total]);
}

/** `distinct=<field>`: the values a filter offers, over what the caller sees (and `filter`, if given). */
export function useDistinct(kind: FileKind, field: string, filter = NO_FILTER, enabled = true) {
  return useQuery({
    queryKey: fileKeys.distinct(kind, field, filter),
    queryFn: ({ signal }) =>
      api.get<(string | number)[]>(
        KINDS[kind].paths.list,
        { distinct: field, query: filter === NO_FILTER ? undefined : filter },
        signal,
      ),
    select: (values) =>
      values
        .filter((value) => value !== '' && value !== null)
        .map(String)
        .sort((a, b) => a.localeCompare(b, 'sv')),
    staleTime: 60_000,
    enabled,
  });
}
