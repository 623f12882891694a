/**
 * The signed-in person, below every feature (docs/ARCHITECTURE.md "web/"): who they are, what they may do, and the
 * session's cache keys. Features import it from here; it never imports a feature.
 */
export { authKeys } from './keys';
export { endSession, sessionUserId, startSession, updateSessionUser, type Session } from './session';
export { NO_ABILITIES, useAbilities, useCurrentUser, useMfaSetupRequired } from './use-current-user';
