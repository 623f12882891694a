/** Query keys of the organizations feature: every filter and page slice is part of a list's key. */
export interface OrganizationListParams {
  search: string;
  status: 'all' | 'pending' | 'approved';
  page: number;
  pageSize: number;
}

export const MEMBER_POPULATE = 'users,admins,waitlist';

export const organizationKeys = {
  all: ['organization'] as const,
  details: ['organization', 'detail'] as const,
  detail: (id: string) => ['organization', 'detail', id, MEMBER_POPULATE] as const,
  lists: ['organization', 'list'] as const,
  list: (params: OrganizationListParams) => ['organization', 'list', params] as const,
};
