import { useQuery } from '@tanstack/react-query';
import type { SessionAbilities, User } from '../../../common/api/user';
import { getToken } from '../../lib/auth-storage';
import { authKeys } from './keys';
import type { Session } from './session';
import { fetchSession } from './use-verify-token';

/**
 * The cached session. Inside the guarded layout it is already there, so this does not call the server; `ask: false`
 * never does (the guard itself, whose verification writes it: asking too would double the first call).
 */
function useSession<T>(select: (session: Session) => T, ask = true) {
  return useQuery({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: ask && getToken() !== null,
    staleTime: Infinity,
    retry: false,
    select,
  });
}

const userOf = (session: Session): User => session.user;
const abilitiesOf = (session: Session): SessionAbilities => session.abilities;

const mfaHoldOf = (session: Session): boolean => session.mfaSetupRequired ?? false;

/**
 * The organization requires two-step sign-in and the signed-in user has not set it up: as the last verification
 * (or sign-in) said, without asking the server (RequireAuth verifies on every navigation).
 */
export function useMfaSetupRequired(): boolean {
  return useSession(mfaHoldOf, false).data ?? false;
}

/** The signed-in user. */
export function useCurrentUser() {
  return useSession(userOf);
}

/** Nothing is allowed until the server has said so. */
export const NO_ABILITIES: SessionAbilities = {
  createProject: false,
  chooseOrganization: false,
  listProjects: false,
  createOrganization: false,
  approveOrganizations: false,
  fullFunctionality: false,
  import: { projects: false, constructionfiles: false, drawings: false },
  updateOtherUsers: false,
  setOtherPasswords: false,
};

/** What the signed-in user may do beyond one entity, as the server said (never derived here). */
export function useAbilities(): SessionAbilities {
  return useSession(abilitiesOf).data ?? NO_ABILITIES;
}
