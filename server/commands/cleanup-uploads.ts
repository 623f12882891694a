import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { LIST_PAGE_SIZE } from '../storage/blob-store';

/** How long an upload may wait for a file to claim it; also the grace before a blob without a row is removed. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

type SweepContext = Pick<AppContext, 'db' | 'storage' | 'log'>;

export interface SweepResult {
  /** Upload rows nothing claimed within a day, with their blobs. */
  uploads: number;
  /** Blobs no upload row names: a delete that failed after its row went, a crash between blob and row. */
  orphanBlobs: number;
  /** Half-written blobs a crash left (temporary files on disk, open multipart uploads on S3). */
  unfinished: number;
}

/**
 * The storage sweep (main.ts runs it hourly): rows first, then their blobs; then whatever the store holds that
 * no row names. Only what is older than a day goes: an upload in progress stores its blob before its row.
 */
export async function cleanupUploads(
  ctx: SweepContext,
  now = new Date(),
  pageSize = LIST_PAGE_SIZE,
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const rows = await ctx.db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff)))
    .returning();
  for (const row of rows)
    await ctx.storage.delete(row.storageKey).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
  return {
    uploads: rows.length,
    orphanBlobs: await removeOrphanBlobs(ctx, cutoff, pageSize),
    unfinished: await ctx.storage.removeUnfinished(cutoff),
  };
}

/** Walks the store a page at a time, asking the database once per page which of its old keys are still named. */
async function removeOrphanBlobs(ctx: SweepContext, cutoff: Date, pageSize: number): Promise<number> {
  let removed = 0;
  for await (const page of ctx.storage.list(pageSize)) {
    const old = page.filter((blob) => blob.modifiedAt < cutoff).map((blob) => blob.key);
    if (old.length === 0) continue;
    const named = await ctx.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(inArray(uploads.storageKey, old));
    const keep = new Set(named.map((row) => row.key));
    for (const key of old) {
      if (keep.has(key)) continue;
      try {
        await ctx.storage.delete(key);
        removed += 1;
      } catch (err) {
        ctx.log.warn({ err, key }, 'orphan blob not removed; the next sweep tries again');
      }
    }
  }
  return removed;
}
