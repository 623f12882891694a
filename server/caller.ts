/** Who is calling: a signed-in user, or nobody. Resolved once per request by the auth plugin. */
import type { UserRow } from './db/schema';

export type Caller = { kind: 'user'; user: UserRow; tokenHash: string } | { kind: 'anonymous' };

export type UserCaller = Extract<Caller, { kind: 'user' }>;

export const ANONYMOUS: Caller = { kind: 'anonymous' };
