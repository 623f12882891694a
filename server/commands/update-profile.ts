import { eq } from 'drizzle-orm';
import type { UpdateUserBody } from '../../common/api/user';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

/** Saves the editable profile fields; e-mail, roles and organization change through their own calls. */
export async function updateProfile(db: Db, userId: string, body: UpdateUserBody): Promise<UserRow> {
  const [row] = await db.update(users).set(body).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user vanished during update');
  return row;
}
