import { eq } from 'drizzle-orm';
import type { SecondFactorKind } from '../../common/api/account-security';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { AppContext } from '../context';
import { organizations, type UserRow } from '../db/schema';
import { issueApiToken, locateClient, type SessionClient } from './issue-api-token';

/** A sign-in's outcome: a session, or (two-step sign-in on) the challenge `POST auth/login/mfa` completes. */
export type SignIn =
  | { kind: 'session'; user: UserRow; token: string; mfaSetupRequired: boolean }
  | { kind: 'challenge'; mfaToken: string; methods: SecondFactorKind[] };

/** The session of a sign-in whose every step is done: the token, the audit event, the restriction if any. */
export async function openSession(ctx: AppContext, user: UserRow, client: SessionClient): Promise<SignIn> {
  const token = await issueApiToken(ctx.db, user.id, await locateClient(ctx, client));
  await recordAudit(ctx.db, { user }, accountFact('auth.login', user, client.address));
  return { kind: 'session', user, token, mfaSetupRequired: await mustSetUpMfa(ctx, user) };
}

/** Their organization requires two-step sign-in and they have not set it up. */
async function mustSetUpMfa(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (user.mfaEnabled || !user.organizationId) return false;
  const [org] = await ctx.db
    .select({ requireMfa: organizations.requireMfa })
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  return org?.requireMfa ?? false;
}
