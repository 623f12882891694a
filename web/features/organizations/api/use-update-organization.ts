import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../../entities/session';
import { invalidatePublicOrganizations } from './invalidate';
import { organizationKeys } from '../../../entities/organization/keys';
import { apiPath, ORGANIZATION_PATHS } from '../../../../common/api/paths';

export interface OrganizationSettings {
  name: string;
  description: string;
}
/** What PUT organization/{id} takes from this app: the settings, and whether two-step sign-in is required. */
export type OrganizationChanges = Partial<OrganizationSettings & { requireMfa: boolean }>;

/** PUT organization/{id} with name, description or requireMfa (its admins or the superadmin). */
export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationChanges) => api.put<Organization>(apiPath(ORGANIZATION_PATHS.one, { id }), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.lists }),
        // The session user carries the organization's name.
        queryClient.invalidateQueries({ queryKey: authKeys.session }),
        invalidatePublicOrganizations(queryClient),
      ]),
  });
}
