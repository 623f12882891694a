/** Finds a person the caller may see, or answers 404 — the same for missing and invisible ones. */
import { and, eq } from 'drizzle-orm';
import { MSG } from '../../common/messages';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { notFound } from '../errors';
import { findUserById } from './user-view';
import { userScope } from '../policies/scopes';

/** Whether the person with this id is within the caller's user scope (policies/scopes.ts). */
async function isVisibleUser(db: Db, caller: UserRow, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), userScope(caller)));
  return Boolean(row);
}

/** The person's row if the caller may see them; otherwise 404 `MSG.userNotFound`. */
export async function visibleUser(db: Db, caller: UserRow, id: string): Promise<UserRow> {
  const target = await findUserById(db, id);
  if (!target || !(await isVisibleUser(db, caller, target.id))) throw notFound(MSG.userNotFound);
  return target;
}
