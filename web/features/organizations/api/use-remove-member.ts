import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { invalidateMembership } from './invalidate';
import { ORGANIZATION_PATHS } from '../../../../common/api/paths';

export interface RemoveMemberInput {
  organizationId: string;
  userId: string;
  self?: boolean;
}

/** POST remove_org_member?userId=: leave or withdraw (oneself), remove a member or deny an applicant (admins). */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, userId }: RemoveMemberInput) =>
      api.post<Organization>(ORGANIZATION_PATHS.removeMember, { organizationId }, { userId }),
    onSuccess: (_org, { organizationId, userId, self }) =>
      invalidateMembership(queryClient, { orgId: organizationId, userIds: [userId], self }),
  });
}
