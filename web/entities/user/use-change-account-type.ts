import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountType, User } from '../../../common/api/user';
import { api } from '../../lib/api-client';
import { authKeys } from '../session/keys';
import { sessionUserId } from '../session/session';
import { userKeys } from './keys';
import { USER_PATHS } from '../../../common/api/paths';

export interface ChangeAccountTypeInput {
  userId: string;
  accountType: AccountType;
  /** The organization whose member list shows the account type. */
  orgId?: string;
}

/** POST change_account_type (an admin of the user's organization, or the superadmin). */
export function useChangeAccountType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accountType }: ChangeAccountTypeInput) =>
      api.post<User>(USER_PATHS.changeAccountType, { userId, accountType }),
    onSuccess: (_user, { userId, orgId }) => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
        queryClient.invalidateQueries({
          queryKey: orgId ? ['organization', 'detail', orgId] : ['organization', 'detail'],
        }),
        sessionUserId(queryClient) === userId
          ? queryClient.invalidateQueries({ queryKey: authKeys.session })
          : undefined,
      ]);
    },
  });
}
