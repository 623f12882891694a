/** Who is calling: a signed-in user, or nobody. Resolved once per request by the auth plugin. */
import type { UserRow } from './db/schema';

export type Caller =
  | {
      kind: 'user';
      user: UserRow;
      tokenHash: string;
      /** Their organization requires two-step sign-in and they have not set it up: they may only do that. */
      mfaSetupRequired?: boolean;
    }
  | { kind: 'anonymous' };

export type UserCaller = Extract<Caller, { kind: 'user' }>;

export const ANONYMOUS: Caller = { kind: 'anonymous' };
