import { useQuery } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { MEMBER_POPULATE, organizationKeys } from '../../../entities/organization/keys';
import { apiPath, ORGANIZATION_PATHS } from '../../../../common/api/paths';

/** GET organization/{id}?populate=users,admins,waitlist: the organization with its people. */
export function useOrganization(id: string | null | undefined) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Organization>(apiPath(ORGANIZATION_PATHS.one, { id: id ?? '' }), { populate: MEMBER_POPULATE }, signal),
    enabled: Boolean(id),
  });
}
