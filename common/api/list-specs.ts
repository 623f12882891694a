/**
 * What each list may be sorted and grouped by, and the order it takes when the caller names none (docs/api.md §3
 * the list language). The server's lists mark these fields sortable (server/lists/); the web app's list screens
 * offer their columns from the same names, so a header never sorts by a field the server refuses.
 */

/** The order of a list whose caller names none: newest first, then by name. */
export const DEFAULT_LIST_SORT = '-createdAt -name';

/** The page sizes the project database and the file lists offer. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** A list's spec: the fields `sort` may name and those `distinct` may group by. */
export interface ListSpec<Sort extends string = string> {
  sortable: readonly Sort[];
  distinct: readonly string[];
  defaultSort: string;
}

export const PROJECT_LIST_SPEC = {
  sortable: ['name', 'type', 'sector', 'startDate', 'visibility', 'archived', 'budget', 'createdAt'],
  distinct: ['type', 'sector', 'organization', 'visibility'],
  defaultSort: DEFAULT_LIST_SORT,
} as const satisfies ListSpec;

/** The fields a file's revision decides (status, revision, date, size, type) are sortable in both file lists. */
const REVISION_SORTS = ['status', 'revision', 'revisionCount', 'revisedAt', 'size', 'contentType'] as const;

export const CONSTRUCTION_FILE_LIST_SPEC = {
  sortable: ['name', 'year', 'documentType', 'projectType', 'createdAt', ...REVISION_SORTS],
  distinct: ['organization', 'documentType', 'projectType', 'project', 'year', 'status'],
  defaultSort: DEFAULT_LIST_SORT,
} as const satisfies ListSpec;

export const DRAWING_LIST_SPEC = {
  sortable: ['name', 'drawingType', 'projectName', 'createdAt', 'drawingNumber', 'scale', ...REVISION_SORTS],
  distinct: ['projectName', 'drawingType', 'project', 'organization', 'status'],
  defaultSort: DEFAULT_LIST_SORT,
} as const satisfies ListSpec;

/** A project's drawing register: by drawing number, names breaking ties (docs/api.md §6 "Drawing register"). */
export const DRAWING_REGISTER_SPEC = {
  sortable: ['drawingNumber', 'name', 'drawingType', 'scale', 'revision', 'status', 'revisedAt'],
  defaultSort: 'drawingNumber',
  tiebreak: 'name',
  pageSizes: [50, 100, 250],
  pageSize: 100,
} as const;

/** The audit log: newest first, always (docs/api.md §6 "Audit log"). */
export const AUDIT_LIST_SPEC = { pageSizes: [25, 50, 100], pageSize: 50 } as const;

export type ProjectSortField = (typeof PROJECT_LIST_SPEC.sortable)[number];
export type ConstructionFileSortField = (typeof CONSTRUCTION_FILE_LIST_SPEC.sortable)[number];
export type DrawingSortField = (typeof DRAWING_LIST_SPEC.sortable)[number];

/** The field a sort term names: `-createdAt` → `createdAt`. */
export function sortFieldOf(term: string): string {
  return term.replace(/^-/, '');
}
