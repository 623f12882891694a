import { useCallback } from 'react';
import {
  type ConstructionFileSortField,
  DEFAULT_LIST_SORT,
  type DrawingSortField,
  LIST_PAGE_SIZES,
} from '../../../../../common/api/list-specs';
import { readListParams, useListUrlState, writeListParams, type ListPaging } from '../../../../components/list-screen';
import { EMPTY_FILTERS, type FileFilters } from '../../api/file-filter';
import type { FileKind } from '../../../../entities/file/kinds';

export const PAGE_SIZES = LIST_PAGE_SIZES;
export const DEFAULT_SORT = DEFAULT_LIST_SORT;

/** The columns each kind's table sorts by: the server sorts by more (common/api/list-specs.ts). */
export const SORTABLE = {
  constructionfile: ['name', 'documentType', 'projectType', 'year', 'createdAt', 'status'],
  drawing: ['name', 'drawingType', 'projectName', 'createdAt', 'status', 'drawingNumber'],
} as const satisfies { constructionfile: readonly ConstructionFileSortField[]; drawing: readonly DrawingSortField[] };

export type Layout = 'table' | 'grid';

export interface BrowserState extends FileFilters, ListPaging {
  /** Rows, or cards with thumbnails (`vy=rutnat`). */
  layout: Layout;
}

type TextFilter = Exclude<keyof FileFilters, 'bookmarked'>;

/** URL parameter of each text filter; the bookmarked filter is `bookmarked=1`, as in the project database. */
const PARAM: Record<TextFilter, string> = {
  search: 'q',
  type: 'type',
  projectType: 'ptype',
  organization: 'org',
  project: 'project',
  projectName: 'pname',
  status: 'status',
};
const BOOKMARKED_PARAM = 'bookmarked';
const LAYOUT_PARAM = 'vy';
const GRID = 'rutnat';
const FILTER_KEYS = Object.keys(PARAM) as TextFilter[];

/** Reads the state from the query string, so that reload, links and the back button keep it. */
export function readState(kind: FileKind, params: URLSearchParams): BrowserState {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = params.get(PARAM[key]) ?? '';
    if (key === 'search') filters.search = value;
    else filters[key] = value || null;
  }
  filters.bookmarked = params.get(BOOKMARKED_PARAM) === '1';
  return {
    ...filters,
    ...readListParams(params, { sortable: SORTABLE[kind], sizes: PAGE_SIZES }),
    layout: params.get(LAYOUT_PARAM) === GRID ? 'grid' : 'table',
  };
}

/** Only what differs from the defaults goes into the URL; parameters of others (a project tab's) stay. */
export function writeState(state: BrowserState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of [...Object.values(PARAM), BOOKMARKED_PARAM, LAYOUT_PARAM, 'sort', 'page', 'size'])
    params.delete(key);
  for (const key of FILTER_KEYS) {
    const value = state[key]?.trim();
    if (value) params.set(PARAM[key], value);
  }
  if (state.bookmarked) params.set(BOOKMARKED_PARAM, '1');
  if (state.layout === 'grid') params.set(LAYOUT_PARAM, GRID);
  return writeListParams(state, params);
}

/** Any filter chosen, the bookmarked one included. */
export function hasFilters(state: FileFilters): boolean {
  return state.bookmarked || hasOtherFilters(state);
}

/** Any filter besides bookmarked: with none, an empty bookmarked list means "nothing bookmarked yet". */
export function hasOtherFilters(state: FileFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(state[key]?.trim()));
}

/** Choosing rows or the grid keeps the page; any other change starts again at page 1. */
const LAYOUT_KEEPS_PAGE = ['layout'] as const;

/**
 * A list's state in the URL. A filter change starts again at page 1; typing in the search box replaces
 * the history entry instead of adding one per keystroke.
 */
export function useBrowserState(kind: FileKind) {
  const read = useCallback((params: URLSearchParams) => readState(kind, params), [kind]);
  const { state, update } = useListUrlState(read, writeState, LAYOUT_KEEPS_PAGE);
  const clearFilters = useCallback(() => update({ ...EMPTY_FILTERS }), [update]);
  return { state, update, clearFilters };
}
