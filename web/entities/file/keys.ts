import type { FileKind } from './kinds';

/** The docs/product.md point 4 key for "no filter set": every unfiltered page of a kind shares it. */
export const NO_FILTER = 'NO_FILTER';

/** One page of a list: the filter part and the page slice, both in the cache key. */
export interface ListSlice {
  /** The JSON filter as sent, or NO_FILTER. */
  filter: string;
  /** The search box's text as `search=` sends it; '' for none. */
  search: string;
  sort: string;
  skip: number;
  limit: number;
}

/**
 * Query keys of the files feature. Everything about one kind sits under `['files', kind]`, so an upload,
 * edit or delete refreshes its lists, filters and counts at once, and never the other kind's.
 */
export const fileKeys = {
  all: ['files'] as const,
  kind: (kind: FileKind) => ['files', kind] as const,
  lists: (kind: FileKind) => ['files', kind, 'list'] as const,
  list: (kind: FileKind, slice: ListSlice) =>
    ['files', kind, 'list', slice.filter, slice.search, slice.sort, slice.skip, slice.limit] as const,
  revisions: (kind: FileKind, id: string) => ['files', kind, 'revisions', id] as const,
  distinct: (kind: FileKind, field: string, filter: string) => ['files', kind, 'distinct', field, filter] as const,
  documentTypes: (projectId: string | null) => ['files', 'constructionfile', 'documentTypes', projectId] as const,
  projects: (search: string, writable: boolean) => ['files', 'projects', writable, search] as const,
  projectNames: (ids: readonly string[]) => ['files', 'projects', 'names', ...ids] as const,
  organizationNames: (ids: readonly string[]) => ['files', 'organizations', 'names', ...ids] as const,
  /** Outside `['files']`: no file change or bookmark makes the server's limits stale. */
  limits: ['limits'] as const,
};
