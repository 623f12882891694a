/**
 * The web app trades the callback's one-time code for a session (`POST auth/sso/exchange`): once, within a minute.
 * The session is marked as opened by single sign-on (plugins/session-lookup.ts): the organization's provider
 * stands for the second step the organization may require. Audited as "SSO sign-in".
 */
import { and, eq, gt } from 'drizzle-orm';
import { MSG_ACCOUNT } from '../../../common/messages';
import { recordAudit } from '../../audit/record';
import { accountFact } from '../../audit/security-events';
import type { AppContext } from '../../context';
import { ssoHandoffs, users, type UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { hashToken } from '../../lib/secrets';
import { issueApiToken, locateClient, type SessionClient } from '../issue-api-token';

export async function exchangeSsoCode(
  ctx: AppContext,
  code: string,
  client: SessionClient,
): Promise<{ user: UserRow; token: string; returnPath: string }> {
  const [handoff] = await ctx.db
    .delete(ssoHandoffs)
    .where(and(eq(ssoHandoffs.codeHash, hashToken(code)), gt(ssoHandoffs.expiresAt, new Date())))
    .returning();
  if (!handoff) throw badRequest(MSG_ACCOUNT.ssoCodeInvalid);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, handoff.userId));
  if (!user) throw badRequest(MSG_ACCOUNT.ssoCodeInvalid);
  const token = await issueApiToken(ctx.db, user.id, await locateClient(ctx, client), { viaSso: true });
  await recordAudit(ctx.db, { user }, accountFact('auth.ssoLogin', user, client.address));
  return { user, token, returnPath: handoff.returnPath };
}
