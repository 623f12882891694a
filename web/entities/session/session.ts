import type { QueryClient } from '@tanstack/react-query';
import type { AuthAnswer } from '../../../common/api/auth';
import type { SessionAbilities, User } from '../../../common/api/user';
import { clearToken, setToken } from '../../lib/auth-storage';
import { authKeys } from './keys';

/** The signed-in user and what the server says they may do (login, register and verify_token answer both). */
export interface Session {
  user: User;
  abilities: SessionAbilities;
  /** The organization requires two-step sign-in and it is not set up: the app shows only its setup. */
  mfaSetupRequired?: boolean;
}

/** A new session starts from an empty cache so nothing of a previous user can show. */
export function startSession(queryClient: QueryClient, answer: AuthAnswer): void {
  setToken(answer.api_token);
  queryClient.clear();
  queryClient.setQueryData<Session>(authKeys.session, {
    user: answer.user,
    abilities: answer.abilities,
    mfaSetupRequired: answer.mfaSetupRequired ?? false,
  });
}

/** Logout forgets the token and every cached answer: the current organization, my projects, all of it. */
export function endSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
}

/** Changes the cached signed-in user (after they edited their own profile), keeping their abilities. */
export function updateSessionUser(queryClient: QueryClient, user: User): void {
  const session = queryClient.getQueryData<Session>(authKeys.session);
  if (session?.user._id !== user._id) return;
  // A profile answer carries the abilities on that profile, which are not the session's.
  const { abilities: _onProfile, ...fields } = user;
  queryClient.setQueryData<Session>(authKeys.session, { ...session, user: { ...session.user, ...fields } });
}

/** The signed-in user's id, if a session is cached. */
export function sessionUserId(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<Session>(authKeys.session)?.user._id;
}
