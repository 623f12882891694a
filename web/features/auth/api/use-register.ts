import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuthAnswer, type RegisterBody } from '../../../../common/api/auth';
import { AUTH_PATHS } from '../../../../common/api/values';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../entities/session/session';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<AuthAnswer>(AUTH_PATHS.register, body),
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
