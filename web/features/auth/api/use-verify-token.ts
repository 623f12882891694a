import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_PATHS } from '../../../../common/api/auth';
import type { User } from '../../../../common/api/user';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-storage';
import { authKeys } from './keys';

interface VerifyAnswer {
  success: true;
  user: User;
}

/** POST auth/verify_token with the stored token: the signed-in user, or an ApiRequestError (401). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User> {
  const answer = await apiRequest<VerifyAnswer>(AUTH_PATHS.verifyToken, { method: 'POST', body: {}, signal });
  return answer.user;
}

/**
 * Verifies the stored token once per navigation (the key is the router location key). The previous
 * answer stays while the next check runs, so the page keeps showing; each answer refreshes the session user.
 */
export function useVerifyToken(navigationKey: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authKeys.verify(navigationKey),
    queryFn: async ({ signal }) => {
      const user = await fetchSessionUser(signal);
      queryClient.setQueryData<User>(authKeys.session, user);
      return user;
    },
    enabled: getToken() !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });
}
