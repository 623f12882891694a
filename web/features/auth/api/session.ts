import type { QueryClient } from '@tanstack/react-query';
import type { AuthAnswer } from '../../../../common/api/auth';
import type { User } from '../../../../common/api/user';
import { clearToken, setToken } from '../../../lib/auth-storage';
import { authKeys } from './keys';

/** A new session starts from an empty cache so nothing of a previous user can show. */
export function startSession(queryClient: QueryClient, answer: AuthAnswer): void {
  setToken(answer.api_token);
  queryClient.clear();
  queryClient.setQueryData<User>(authKeys.session, answer.user);
}

/** Logout forgets the token and every cached answer: the current organization, my projects, all of it. */
export function endSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
}
