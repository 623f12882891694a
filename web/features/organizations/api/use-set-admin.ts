import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '../../../../common/api/organization';
import { api } from '../../../lib/api-client';
import { invalidateMembership } from './invalidate';
import { apiPath, ORGANIZATION_PATHS } from '../../../../common/api/paths';

export interface SetAdminInput {
  orgId: string;
  userId: string;
  admin: boolean;
  self?: boolean;
}

/** POST organization/{id}?addAdminId= / ?removeAdminId= with an empty body: promote or demote. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, userId, admin }: SetAdminInput) =>
      api.post<Organization>(
        apiPath(ORGANIZATION_PATHS.one, { id: orgId }),
        undefined,
        admin ? { addAdminId: userId } : { removeAdminId: userId },
      ),
    onSuccess: (_org, { orgId, userId, self }) => invalidateMembership(queryClient, { orgId, userIds: [userId], self }),
  });
}
