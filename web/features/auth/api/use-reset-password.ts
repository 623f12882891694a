import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '../../../../common/api/values';
import { api } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<{ success: true }>(AUTH_PATHS.resetPassword, body),
  });
}
