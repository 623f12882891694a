import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { sortFieldOf } from '../../../common/api/list-specs';
import { LIST_DEFAULT_LIMIT } from '../../../common/limits';

/** The part of a list screen's state every list has: its order and which page of what size. */
export interface ListPaging {
  /** `name` or `-name`; empty means the list's default order. */
  sort: string;
  page: number;
  size: number;
}

interface PagingSpec {
  /** The fields the list's headers sort by; any other `sort=` in a link is ignored. */
  sortable: readonly string[];
  sizes: readonly number[];
}

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The order and page from the query string; what a list does not offer falls back to its default. */
export function readListParams(params: URLSearchParams, { sortable, sizes }: PagingSpec): ListPaging {
  const sort = params.get('sort') ?? '';
  const size = positive(params.get('size'), LIST_DEFAULT_LIMIT);
  return {
    sort: sortable.includes(sortFieldOf(sort)) ? sort : '',
    page: positive(params.get('page'), 1),
    size: sizes.includes(size) ? size : LIST_DEFAULT_LIMIT,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeListParams(state: ListPaging, params: URLSearchParams): URLSearchParams {
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== LIST_DEFAULT_LIMIT) params.set('size', String(state.size));
  return params;
}

const NOTHING_KEEPS_PAGE: readonly string[] = [];

export interface ListUpdateOptions {
  /** Replace the history entry instead of adding one (typing in the search box, stepping back a page). */
  replace?: boolean;
}

/**
 * A list's state in the URL, so that reload, links and the back button keep it. A change of anything but the page
 * (or of the keys in `keepsPage`, such as a layout) starts again at page 1. All three must be stable.
 */
export function useListUrlState<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S, current: URLSearchParams) => URLSearchParams,
  keepsPage: readonly string[] = NOTHING_KEEPS_PAGE,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (change: Partial<S>, options: ListUpdateOptions = {}) => {
      setParams(
        (current) => {
          const previous = read(current);
          const kept = Object.keys(change).every((key) => key === 'page' || keepsPage.includes(key));
          const page = kept ? (change.page ?? previous.page) : 1;
          return write({ ...previous, ...change, page }, current);
        },
        { replace: options.replace ?? false },
      );
    },
    [read, write, keepsPage, setParams],
  );
  return { state, update };
}
