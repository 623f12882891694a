import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SessionListAnswer } from '../../../../common/api/account-security';
import { api } from '../../../lib/api-client';
import { apiPath, ACCOUNT_SECURITY_PATHS as PATHS } from '../../../../common/api/paths';

const sessionKeys = { all: ['auth', 'sessions'] as const };

/** GET auth/sessions: the signed-in person's sessions. */
export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => api.get<SessionListAnswer>(PATHS.sessions, undefined, signal),
  });
}

/** DELETE auth/sessions/{id}, or (no id) every other session. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? api.delete<{ success: true }>(PATHS.sessions, { others: 'true' })
        : api.delete<{ success: true }>(apiPath(PATHS.session, { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
