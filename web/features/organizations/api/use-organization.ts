import { useQuery } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { MEMBER_POPULATE, organizationKeys } from './keys';

/** GET organization/{id}?populate=users,admins,waitlist: the organization with its people. */
export function useOrganization(id: string | null | undefined) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Organization>(`/organization/${encodeURIComponent(id ?? '')}`, { populate: MEMBER_POPULATE }, signal),
    enabled: Boolean(id),
  });
}
