import { and, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes the unclaimed uploads `whose` names, in the caller's transaction, and answers their blobs' keys to remove
 * after the commit. An upload nothing has claimed yet is read by its uploader alone (`upload.use`), and was made in
 * the organization they were in: leaving it — or being removed, or its deletion — discards them at once rather
 * than at the sweep a day later, so `GET uploads/{id}` never serves them to someone outside it (issue #34.7).
 */
export async function discardUnclaimedUploads(tx: Tx, whose: SQL): Promise<string[]> {
  const gone = await tx
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), whose))
    .returning({ key: uploads.storageKey });
  return gone.map((row) => row.key);
}
