import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, type ChangePasswordBody } from '../../../../common/api/auth';
import { api } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<{ success: true }>(AUTH_PATHS.changePassword, body),
  });
}
