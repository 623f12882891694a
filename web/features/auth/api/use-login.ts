import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginAnswer, type LoginBody } from '../../../../common/api/auth';
import { AUTH_PATHS } from '../../../../common/api/values';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../entities/session/session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<LoginAnswer>(AUTH_PATHS.login, body),
    // With two-step sign-in on, the answer is a challenge: the session starts after the second step.
    onSuccess: (answer) => {
      if ('api_token' in answer) startSession(queryClient, answer);
    },
  });
}
