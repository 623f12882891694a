import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, users } from '../db/schema';

/**
 * Sets `users.mfa_enabled` from what the person has: a confirmed TOTP secret or at least one passkey. Called in
 * the transaction that adds or removes a factor, so sign-in (commands/login.ts) and the organization's requirement
 * (plugins/session-lookup.ts) read one column, and every instance's session cache hears of the change.
 */
export async function refreshMfaEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({
      mfaEnabled: sql`${users.totpEnabled} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
    })
    .where(eq(users.id, userId))
    .returning({ mfaEnabled: users.mfaEnabled });
  return row?.mfaEnabled ?? false;
}
