import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordBody } from '../../../common/api/auth';
import { AUTH_PATHS } from '../../../common/api/values';
import { api } from '../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<{ success: true }>(AUTH_PATHS.changePassword, body),
  });
}
