/**
 * At start-up: a server killed mid-upload left a half-written blob (a `.part` file on disk, an open multipart
 * upload on S3) that the hourly sweep would only remove a day later. This process has no upload of its own yet,
 * but another instance may share the store and be writing right now, so only what has been quiet long enough
 * goes: a `.part` file is rewritten with every chunk, so ten minutes untouched means dead; an S3 multipart
 * upload is dated by its start, so there a long upload gets six hours.
 */
import type { AppContext } from '../context';

export const QUIET_DISK_MS = 10 * 60_000;
export const QUIET_S3_MS = 6 * 60 * 60_000;

export async function removePartialWrites(ctx: Pick<AppContext, 'storage' | 'config' | 'log'>, now = Date.now()) {
  const quiet = ctx.config.s3 ? QUIET_S3_MS : QUIET_DISK_MS;
  const removed = await ctx.storage.removeUnfinished(new Date(now - quiet));
  if (removed) ctx.log.info({ removed }, 'removed writes a stopped server left unfinished');
  return removed;
}
