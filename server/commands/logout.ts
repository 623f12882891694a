import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';

/** Revokes the session on the server: the token stops working everywhere at once. */
export async function logout(db: Db, tokenHash: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
}
