import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { NO_FILTER } from '../../../entities/file/keys';

/** What the person chose above a list; the URL query string holds the same. */
export interface FileFilters {
  search: string;
  /** documentType (construction files) or drawingType (drawings). */
  type: string | null;
  projectType: string | null;
  organization: string | null;
  project: string | null;
  projectName: string | null;
  /** An ISO 19650 status (docs/api.md §6 "Status"). */
  status: string | null;
  /** Only the files the caller has bookmarked. */
  bookmarked: boolean;
}

export const EMPTY_FILTERS: FileFilters = {
  search: '',
  type: null,
  projectType: null,
  organization: null,
  project: null,
  projectName: null,
  status: null,
  bookmarked: false,
};

type Filter = Record<string, unknown>;

/**
 * The JSON filter of docs/api.md point 3 for the chosen filters: plain equality; `bookmarked: true` lets the server
 * pick the caller's bookmarks, with no list of ids that could outgrow the URL. The search box is not part of it:
 * it goes as `search=` (docs/api.md §6), the server's Swedish full text with part-words and highlights.
 */
export function buildFileFilter(kind: FileKind, filters: FileFilters): Filter {
  const config = KINDS[kind];
  const parts: Filter[] = [];
  if (filters.type) parts.push({ [config.typeField]: filters.type });
  if (kind === 'constructionfile' && filters.projectType) parts.push({ projectType: filters.projectType });
  if (filters.organization) parts.push({ organization: filters.organization });
  if (filters.project) parts.push({ project: filters.project });
  if (kind === 'drawing' && filters.projectName) parts.push({ projectName: filters.projectName });
  if (filters.status) parts.push({ status: filters.status });
  if (filters.bookmarked) parts.push({ bookmarked: true });
  return parts.length === 0 ? {} : parts.length === 1 ? (parts[0] ?? {}) : { $and: parts };
}

/** The filter part of the cache key and the `query` parameter: NO_FILTER when nothing is chosen. */
export function filterKey(filter: Filter): string {
  return Object.keys(filter).length === 0 ? NO_FILTER : JSON.stringify(filter);
}
