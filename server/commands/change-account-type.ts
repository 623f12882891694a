import { eq } from 'drizzle-orm';
import type { AccountType } from '../../common/api/user';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

/** Makes a user a regular member or an administrator (project chief) account. */
export async function changeAccountType(db: Db, userId: string, accountType: AccountType): Promise<UserRow> {
  const [row] = await db.update(users).set({ accountType }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user vanished during update');
  return row;
}
