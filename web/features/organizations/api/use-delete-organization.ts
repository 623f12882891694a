import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMembership, invalidatePublicOrganizations } from './invalidate';
import { organizationKeys } from '../../../entities/organization/keys';
import { apiPath, ORGANIZATION_PATHS } from '../../../../common/api/paths';

export interface DeleteOrganizationInput {
  id: string;
  /** True when the signed-in user belongs to it or requested it: their own state changes. */
  self?: boolean;
}

/** DELETE organization/{id}: an admin deletes, the superadmin denies a request, a requester withdraws it. */
export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteOrganizationInput) =>
      api.delete<{ success: true }>(apiPath(ORGANIZATION_PATHS.one, { id })),
    onSuccess: (_answer, { id, self }) => {
      queryClient.removeQueries({ queryKey: organizationKeys.detail(id) });
      return Promise.all([
        invalidateMembership(queryClient, { self }),
        invalidatePublicOrganizations(queryClient),
      ]).then(() => undefined);
    },
  });
}
