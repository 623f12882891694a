import type { Visibility } from '../../../../../common/api/project';
import { LIST_PAGE_SIZES, PROJECT_LIST_SPEC, type ProjectSortField } from '../../../../../common/api/list-specs';
import { VISIBILITIES } from '../../../../../common/api/values';
import { readListParams, useListUrlState, writeListParams, type ListPaging } from '../../../../components/list-screen';
import { STATUS_FILTERS, type DatabaseFilters, type StatusFilter } from '../../api/project-filter';

export const PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_SORT = PROJECT_LIST_SPEC.defaultSort;
/** The columns the database sorts by: the server sorts by more (docs/api.md §2), the table shows these. */
export const SORTABLE = [
  'name',
  'type',
  'sector',
  'startDate',
  'visibility',
  'createdAt',
] as const satisfies readonly ProjectSortField[];
export type SortField = (typeof SORTABLE)[number];

export interface DatabaseState extends DatabaseFilters, ListPaging {}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** Reads the state from the query string, so that reload, links and the back button keep it. */
export function readState(params: URLSearchParams): DatabaseState {
  return {
    search: params.get('q') ?? '',
    type: params.get('type') || null,
    sector: params.get('sector') || null,
    view: oneOf<Visibility>(VISIBILITIES, params.get('view')),
    status: oneOf<StatusFilter>(STATUS_FILTERS, params.get('status')) ?? 'ongoing',
    bookmarked: params.get('bookmarked') === '1',
    ...readListParams(params, { sortable: SORTABLE, sizes: PAGE_SIZES }),
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
  return writeListParams(state, params);
}

export function hasFilters(state: DatabaseState): boolean {
  return Boolean(state.search.trim() || state.type || state.sector || state.view || state.bookmarked);
}

/** The filters as they are when the database opens: ongoing projects, nothing else chosen. */
export const NO_FILTERS: Partial<DatabaseState> = {
  search: '',
  type: null,
  sector: null,
  view: null,
  bookmarked: false,
  status: 'ongoing',
};

/**
 * The project database's state in the URL. A filter change starts again at page 1; typing in the search
 * box replaces the history entry instead of adding one per keystroke.
 */
export function useDatabaseState() {
  return useListUrlState(readState, writeState);
}
