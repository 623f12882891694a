import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_DEFAULT_LIMIT } from '../../../../../common/limits';
import { EMPTY_FILTERS, type FileFilters } from '../../api/file-filter';
import type { FileKind } from '../../../../entities/file/kinds';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT = '-createdAt -name';

/** Columns the server sorts by, per kind (server/routes/construction-files.ts and drawings.ts). */
export const SORTABLE: Record<FileKind, readonly string[]> = {
  constructionfile: ['name', 'documentType', 'projectType', 'year', 'createdAt', 'status'],
  drawing: ['name', 'drawingType', 'projectName', 'createdAt', 'status', 'drawingNumber'],
};

export type Layout = 'table' | 'grid';

export interface BrowserState extends FileFilters {
  /** `name` or `-name`; empty means the default order (newest first). */
  sort: string;
  /** Rows, or cards with thumbnails (`vy=rutnat`). */
  layout: Layout;
  page: number;
  size: number;
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

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads the state from the query string, so that reload, links and the back button keep it. */
export function readState(kind: FileKind, params: URLSearchParams): BrowserState {
  const sort = params.get('sort') ?? '';
  const size = positive(params.get('size'), LIST_DEFAULT_LIMIT);
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = params.get(PARAM[key]) ?? '';
    if (key === 'search') filters.search = value;
    else filters[key] = value || null;
  }
  filters.bookmarked = params.get(BOOKMARKED_PARAM) === '1';
  return {
    ...filters,
    sort: SORTABLE[kind].includes(sort.replace(/^-/, '')) ? sort : '',
    layout: params.get(LAYOUT_PARAM) === GRID ? 'grid' : 'table',
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : LIST_DEFAULT_LIMIT,
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
  if (state.sort) params.set('sort', state.sort);
  if (state.layout === 'grid') params.set(LAYOUT_PARAM, GRID);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== LIST_DEFAULT_LIMIT) params.set('size', String(state.size));
  return params;
}

/** Any filter chosen, the bookmarked one included. */
export function hasFilters(state: FileFilters): boolean {
  return state.bookmarked || hasOtherFilters(state);
}

/** Any filter besides bookmarked: with none, an empty bookmarked list means "nothing bookmarked yet". */
export function hasOtherFilters(state: FileFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(state[key]?.trim()));
}

/**
 * A list's state in the URL. A filter change starts again at page 1; typing in the search box replaces
 * the history entry instead of adding one per keystroke.
 */
export function useBrowserState(kind: FileKind) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(kind, params), [kind, params]);
  const update = useCallback(
    (change: Partial<BrowserState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = readState(kind, current);
          const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'layout');
          const page = keepsPage ? (change.page ?? previous.page) : 1;
          return writeState({ ...previous, ...change, page }, current);
        },
        { replace: options.replace ?? false },
      );
    },
    [kind, setParams],
  );
  const clearFilters = useCallback(() => update({ ...EMPTY_FILTERS }), [update]);
  return { state, update, clearFilters };
}
