import type { Visibility } from '../../../../common/api/project';

export const STATUS_FILTERS = ['ongoing', 'archived', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What the person chose in the project database; the URL query string holds the same. */
export interface DatabaseFilters {
  search: string;
  type: string | null;
  sector: string | null;
  view: Visibility | null;
  status: StatusFilter;
  bookmarked: boolean;
}

export interface FilterContext {
  /** The caller's organization; the organization and members views are "within own organization". */
  organizationId: string | null;
}

type Filter = Record<string, unknown>;

/**
 * The JSON filter of docs/api.md point 3 for the chosen filters; the visibility views follow docs/product.md point 6. The
 * search box is not part of it: it goes as `search=` (docs/api.md §6), Swedish full text with highlights.
 */
export function buildProjectFilter(filters: DatabaseFilters, context: FilterContext): Filter {
  const parts: Filter[] = [];
  if (filters.type) parts.push({ type: filters.type });
  if (filters.sector) parts.push({ sector: filters.sector });
  if (filters.view) {
    parts.push({ visibility: filters.view });
    if (filters.view !== 'public' && context.organizationId) parts.push({ organization: context.organizationId });
  }
  if (filters.status !== 'all') parts.push({ archived: filters.status === 'archived' });
  // The server knows whose bookmarks: no list of ids that could outgrow the URL.
  if (filters.bookmarked) parts.push({ bookmarked: true });
  return parts.length === 0 ? {} : parts.length === 1 ? (parts[0] ?? {}) : { $and: parts };
}
