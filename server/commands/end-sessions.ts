import { and, eq, ne } from 'drizzle-orm';
import { MSG_ACCOUNT } from '../../common/messages';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { UserCaller } from '../caller';
import type { AppContext } from '../context';
import { apiTokens } from '../db/schema';
import { notFound } from '../errors';

/**
 * Ends one of the caller's own sessions (another person's is not found). The row is deleted: its token answers
 * 401 at once here, and on every other instance as soon as the change feed tells its session cache (the same
 * commit). Ending the current session is signing out.
 */
export async function endSession(ctx: AppContext, caller: UserCaller, sessionId: string, address: string) {
  await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, sessionId), eq(apiTokens.userId, caller.user.id)))
      .returning({ id: apiTokens.id });
    if (!ended.length) throw notFound(MSG_ACCOUNT.sessionNotFound);
    await recordAudit(tx, { user: caller.user }, accountFact('auth.sessionEnded', caller.user, address));
  });
}

/** Ends every session of the caller's but the current one; answers how many ended. */
export async function endOtherSessions(ctx: AppContext, caller: UserCaller, address: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const ended = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.userId, caller.user.id), ne(apiTokens.tokenHash, caller.tokenHash)))
      .returning({ id: apiTokens.id });
    if (ended.length)
      await recordAudit(tx, { user: caller.user }, accountFact('auth.sessionEnded', caller.user, address));
    return ended.length;
  });
}
