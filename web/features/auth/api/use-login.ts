import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuthAnswer, type LoginBody } from '../../../../common/api/auth';
import { AUTH_PATHS } from '../../../../common/api/values';
import { api } from '../../../lib/api-client';
import { startSession } from './session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<AuthAnswer>(AUTH_PATHS.login, body),
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
