/**
 * The challenges of WebAuthn ceremonies under way, kept in the database so that any instance can check the answer
 * to options another one gave. A challenge lasts five minutes and is deleted by the first answer that names it,
 * verified or not: a response cannot be replayed, and a failed one cannot be tried again.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_LIFETIME_MS } from '../../common/api/passkeys';
import type { Db } from '../db/client';
import { webauthnChallenges, type ChallengePurpose } from '../db/schema';

/** Keeps the challenge of options just made (expired ones go at the same time). */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_LIFETIME_MS) });
}

/**
 * Uses up a challenge a response names: true when it was ours, for this purpose and person, and not expired.
 * One DELETE … RETURNING: of two requests with the same response, one wins.
 */
export async function claimChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  const claimed = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return claimed.length > 0;
}
