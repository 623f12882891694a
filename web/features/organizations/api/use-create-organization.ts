import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { invalidateMembership, invalidatePublicOrganizations } from './invalidate';
import { ORGANIZATION_PATHS } from '../../../../common/api/paths';

export interface NewOrganization {
  name: string;
  description: string;
}

/** POST organization: a request that waits for a superadmin, or (for the superadmin) an approved one at once. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewOrganization) => api.post<Organization>(ORGANIZATION_PATHS.list, body),
    onSuccess: (org) =>
      Promise.all([
        // A request becomes the requester's pending organization; an approved one joins the public list.
        invalidateMembership(queryClient, { orgId: org._id, self: !org.approved }),
        org.approved ? invalidatePublicOrganizations(queryClient) : undefined,
      ]),
  });
}
