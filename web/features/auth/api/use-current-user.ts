import { useQuery } from '@tanstack/react-query';
import { getToken } from '../../../lib/auth-storage';
import { authKeys } from './keys';
import { fetchSessionUser } from './use-verify-token';

/** The signed-in user. Inside the guarded layout it is already cached, so this does not call the server. */
export function useCurrentUser() {
  return useQuery({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    enabled: getToken() !== null,
    staleTime: Infinity,
    retry: false,
  });
}
