import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_PATHS } from '../../../../common/api/values';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../entities/session/session';

/** Ends the session locally even when the server cannot be reached: the user asked to leave. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: boolean }>(AUTH_PATHS.logout),
    onSettled: () => endSession(queryClient),
  });
}
