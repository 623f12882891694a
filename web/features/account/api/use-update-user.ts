import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../common/api/user';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../entities/session';
import { organizationKeys } from '../../../entities/organization';
import { userKeys } from '../../../entities/user';
import { apiPath, USER_PATHS } from '../../../../common/api/paths';

export type ProfileFields = Pick<User, 'firstName' | 'lastName' | 'title' | 'phone' | 'address'>;
/** Everything PUT user/{id} changes: the profile, the deadline mails, the mails' language. */
export type UserChanges = Partial<ProfileFields & Pick<User, 'notifyDeadlines' | 'language'>>;

/**
 * PUT user/{id}?populate=organization; the edited user replaces the session user when it is oneself, and
 * their profile page and the member lists that show them are refetched.
 */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UserChanges) =>
      api.put<User | { user: User }>(apiPath(USER_PATHS.one, { id: userId }), fields, { populate: 'organization' }),
    onSuccess: (answer) => {
      const user = 'user' in answer ? answer.user : answer;
      updateSessionUser(queryClient, user);
      queryClient.setQueryData<User>(userKeys.detail(user._id), user);
      return queryClient.invalidateQueries({ queryKey: organizationKeys.details });
    },
  });
}
