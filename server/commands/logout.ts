import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { accountFact } from '../audit/security-events';
import type { UserCaller } from '../caller';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';

/** Revokes the session on the server: the token stops working everywhere at once, and the audit log says so. */
export async function logout(db: Db, caller: UserCaller, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .delete(apiTokens)
      .where(eq(apiTokens.tokenHash, caller.tokenHash))
      .returning({ userId: apiTokens.userId });
    if (revoked.length) await recordAudit(tx, { user: caller.user }, accountFact('auth.logout', caller.user, address));
  });
}
