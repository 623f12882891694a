import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { invalidateMembership, invalidatePublicOrganizations } from './invalidate';
import { apiPath, ORGANIZATION_PATHS } from '../../../../common/api/paths';

/** PUT organization/{id} {approved: true}: the superadmin approves; the requester becomes its admin. */
export function useApproveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<Organization>(apiPath(ORGANIZATION_PATHS.one, { id }), { approved: true }),
    onSuccess: (org) =>
      Promise.all([
        invalidateMembership(queryClient, {
          orgId: org._id,
          userIds: typeof org.requestedBy === 'string' ? [org.requestedBy] : [],
        }),
        invalidatePublicOrganizations(queryClient),
      ]),
  });
}
