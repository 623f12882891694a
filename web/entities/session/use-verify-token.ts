import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type VerifyAnswer } from '../../../common/api/auth';
import { AUTH_PATHS } from '../../../common/api/values';
import { apiRequest } from '../../lib/api-client';
import { getToken } from '../../lib/auth-storage';
import { authKeys } from './keys';
import type { Session } from './session';

/** POST auth/verify_token with the stored token: the session, or an ApiRequestError (401). */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const answer = await apiRequest<VerifyAnswer>(AUTH_PATHS.verifyToken, { method: 'POST', body: {}, signal });
  return { user: answer.user, abilities: answer.abilities, mfaSetupRequired: answer.mfaSetupRequired ?? false };
}

/**
 * Verifies the stored token once per navigation (the key is the router location key). The previous
 * answer stays while the next check runs, so the page keeps showing; each answer refreshes the session.
 */
export function useVerifyToken(navigationKey: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authKeys.verify(navigationKey),
    queryFn: async ({ signal }) => {
      const session = await fetchSession(signal);
      queryClient.setQueryData<Session>(authKeys.session, session);
      return session;
    },
    enabled: getToken() !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });
}
