import { eq } from 'drizzle-orm';
import type { AccountType } from '../../common/api/user';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

/** Makes a user a regular member or an administrator (project chief) account. */
export async function changeAccountType(
  db: Db,
  caller: UserRow,
  userId: string,
  accountType: AccountType,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ accountType }).where(eq(users.id, userId)).returning();
    if (!row) throw new Error('user vanished during update');
    await recordAudit(
      tx,
      { user: caller },
      {
        action: 'member.accountType',
        entityType: 'user',
        entityId: row.id,
        entityName: `${row.firstName} ${row.lastName}`.trim(),
        organizationId: row.organizationId,
      },
    );
    return row;
  });
}
