import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Visibility } from '../../../../../common/api/project';
import { VISIBILITIES } from '../../../../../common/api/values';
import { LIST_DEFAULT_LIMIT } from '../../../../../common/limits';
import { STATUS_FILTERS, type DatabaseFilters, type StatusFilter } from '../../api/project-filter';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT = '-createdAt -name';
export const SORTABLE = ['name', 'type', 'sector', 'startDate', 'visibility', 'createdAt'] as const;
export type SortField = (typeof SORTABLE)[number];

export interface DatabaseState extends DatabaseFilters {
  /** `name` or `-name`; empty means the default order (newest first). */
  sort: string;
  page: number;
  size: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads the state from the query string, so that reload, links and the back button keep it. */
export function readState(params: URLSearchParams): DatabaseState {
  const sort = params.get('sort') ?? '';
  const size = positive(params.get('size'), LIST_DEFAULT_LIMIT);
  return {
    search: params.get('q') ?? '',
    type: params.get('type') || null,
    sector: params.get('sector') || null,
    view: oneOf<Visibility>(VISIBILITIES, params.get('view')),
    status: oneOf<StatusFilter>(STATUS_FILTERS, params.get('status')) ?? 'ongoing',
    bookmarked: params.get('bookmarked') === '1',
    sort: oneOf(SORTABLE, sort.replace(/^-/, '')) ? sort : '',
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : LIST_DEFAULT_LIMIT,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeState(state: DatabaseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.type) params.set('type', state.type);
  if (state.sector) params.set('sector', state.sector);
  if (state.view) params.set('view', state.view);
  if (state.status !== 'ongoing') params.set('status', state.status);
  if (state.bookmarked) params.set('bookmarked', '1');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== LIST_DEFAULT_LIMIT) params.set('size', String(state.size));
  return params;
}

export function hasFilters(state: DatabaseState): boolean {
  return Boolean(state.search.trim() || state.type || state.sector || state.view || state.bookmarked);
}

/**
 * The project database's state in the URL. A filter change starts again at page 1; typing in the search
 * box replaces the history entry instead of adding one per keystroke.
 */
export function useDatabaseState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const update = useCallback(
    (change: Partial<DatabaseState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = readState(current);
          const keepsPage = Object.keys(change).every((key) => key === 'page');
          return writeState({ ...previous, ...change, page: keepsPage ? (change.page ?? previous.page) : 1 });
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { state, update };
}
