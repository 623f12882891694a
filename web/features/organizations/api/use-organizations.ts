import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import type { ListAnswer } from '../../../../common/api/shared';
import { api } from '../../../lib/api-client';
import { organizationKeys, type OrganizationListParams } from '../../../entities/organization/keys';
import { escapeRegex } from '../../../../common/regex';
import { ORGANIZATION_PATHS } from '../../../../common/api/paths';

export function organizationFilter({ search, status }: Pick<OrganizationListParams, 'search' | 'status'>) {
  const filter: Record<string, unknown> = {};
  const term = search.trim();
  if (term) filter.name = { $regex: escapeRegex(term), $options: 'i' };
  if (status !== 'all') filter.approved = status === 'approved';
  return filter;
}

/**
 * GET organization for the superadmin's overview: unapproved first, newest next, with the requester.
 * Each page is cached under its own key, so paging back is instant.
 */
export function useOrganizations(params: OrganizationListParams) {
  const filter = organizationFilter(params);
  return useQuery({
    queryKey: organizationKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Organization>>(
        ORGANIZATION_PATHS.list,
        {
          query: Object.keys(filter).length ? JSON.stringify(filter) : undefined,
          sort: 'approved -createdAt',
          populate: 'requestedBy',
          skip: (params.page - 1) * params.pageSize,
          limit: params.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
