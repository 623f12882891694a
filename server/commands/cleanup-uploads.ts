import { and, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Removes uploads nothing refers to after a day: rows first, then their blobs. */
export async function cleanupUploads(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const rows = await ctx.db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff)))
    .returning();
  for (const row of rows)
    await ctx.storage.delete(row.storageKey).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
  return rows.length;
}
