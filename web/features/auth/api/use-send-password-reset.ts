import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '../../../../common/api/values';
import { api } from '../../../lib/api-client';

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ success: true }>(AUTH_PATHS.sendPasswordResetEmail, { email: email.trim() }),
  });
}
