import { API_TOKEN_LIFETIME_MS } from '../../common/limits';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';
import { hashToken, newToken } from '../lib/secrets';

/** Creates a session token for a user; only its hash is kept. Returns the token itself, once. */
export async function issueApiToken(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(apiTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + API_TOKEN_LIFETIME_MS),
  });
  return token;
}
