/** The list call's parameters as sent; every one of them is part of the cache key. */
export interface ProjectListParams {
  query: string;
  /** The search box's text as `search=` (docs/api.md §6); '' for none. */
  search?: string;
  sort: string;
  skip: number;
  limit: number;
  populate?: string;
  select?: string;
}

/**
 * Query keys of the projects feature. Everything that shows project data (lists, a project page, the
 * dashboard) sits under `['projects']`, so a change to a project can refresh all of it at once.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  related: (id: string, type: string) => ['projects', 'related', id, type] as const,
  /** The signed-in user's own projects, as the dashboard reads them. */
  mine: (userId: string, what: string) => ['projects', 'mine', userId, what] as const,
  taxonomy: (name: string) => ['taxonomies', name] as const,
  colleagues: (organizationId: string) => ['users', 'organization', organizationId] as const,
  organizations: () => ['organizations', 'approved', 'names'] as const,
};
