import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMemberBody, Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { invalidateMembership } from './invalidate';
import { ORGANIZATION_PATHS } from '../../../../common/api/paths';

export type AddMemberInput = AddMemberBody & { self?: boolean };

/**
 * POST add_org_member: naming oneself applies (or, for the superadmin, joins); an admin naming someone
 * approves their application (nobody who has not applied is added).
 */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, userId, role }: AddMemberInput) =>
      api.post<Organization>(ORGANIZATION_PATHS.addMember, { organizationId, userId, role }),
    onSuccess: (_org, { organizationId, userId, self }) =>
      invalidateMembership(queryClient, { orgId: organizationId, userIds: [userId], self }),
  });
}
