import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { MAX_LOGO_BYTES } from '../../common/api/upload';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import { uploads, type UploadRow, type UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { CONTENT_TYPES, PURPOSE_KINDS, type UploadPurpose } from '../storage/sniff';
import { UploadGuard } from '../storage/upload-guard';
import { assertWithinQuota, quotaLeft, storageQuotaFull } from './storage-quota';

/** A client-given file name, made harmless: no path parts, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 255)
  );
}

/**
 * Streams an upload into storage under a server-made key, checking its kind and size on the way (and its
 * organization's quota: commands/storage-quota.ts), then records it. A failure at any point leaves neither a
 * blob nor a row; a crash between the two leaves a blob without a row, which cleanupUploads removes a day later.
 */
export async function uploadFile(
  ctx: AppContext,
  caller: UserRow,
  input: { stream: Readable; fileName: string; purpose: UploadPurpose; overwrite?: boolean },
): Promise<UploadRow> {
  const fileName = cleanFileName(input.fileName);
  if (!fileName) throw badRequest(MSG_FILES.filenameEmpty);
  const fileLimit =
    input.purpose === 'logo' ? Math.min(MAX_LOGO_BYTES, ctx.config.maxUploadBytes) : ctx.config.maxUploadBytes;
  // Where the organization's quota ends before the file's own limit, the stream stops there, with the quota's 413.
  const left = await quotaLeft(ctx, caller);
  const quotaBinds = left !== undefined && left < fileLimit;
  const guard = new UploadGuard(
    PURPOSE_KINDS[input.purpose],
    quotaBinds ? left : fileLimit,
    {
      tooLarge: MSG_FILES.tooLarge,
      wrongType: input.purpose === 'constructionfile' ? MSG_FILES.notPdf : MSG_FILES.wrongType,
    },
    quotaBinds ? storageQuotaFull : undefined,
  );
  const key = randomUUID();
  // pipeline() ties the two together: an error on either side ends both, and nothing is left unhandled.
  const feeding = pipeline(input.stream, guard).catch(() => undefined);
  let stored = false;
  try {
    await ctx.storage.put(key, guard, 'application/octet-stream');
    await feeding;
    stored = true;
    if (guard.bytes === 0 || !guard.kind) throw badRequest(MSG_FILES.emptyFile);
    const kind = guard.kind;
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(uploads)
        .values({
          storageKey: key,
          uploadedBy: caller.id,
          organizationId: caller.organizationId,
          fileName,
          size: guard.bytes,
          contentType: CONTENT_TYPES[kind],
          purpose: input.purpose,
        })
        .returning();
      await assertWithinQuota(tx, ctx, caller);
      return inserted;
    });
    if (!row) throw new Error('insert returned no row');
    if (input.overwrite) await replaceEarlier(ctx, row);
    return row;
  } catch (err) {
    await ctx.storage.delete(key).catch(() => undefined);
    if (!stored && guard.errored) throw guard.errored;
    throw err;
  }
}

/**
 * `overwrite=true`: the new upload takes the place of the caller's earlier ones of the same name and purpose
 * that nothing refers to yet (a retried or re-chosen file), so they do not linger for the day the sweep waits.
 * Claimed uploads belong to a file or logo and are never touched; rows go first, then their blobs.
 */
async function replaceEarlier(ctx: AppContext, row: UploadRow): Promise<void> {
  if (!row.uploadedBy) return;
  const earlier = await ctx.db
    .delete(uploads)
    .where(
      and(
        eq(uploads.uploadedBy, row.uploadedBy),
        eq(uploads.fileName, row.fileName),
        eq(uploads.purpose, row.purpose),
        isNull(uploads.claimedAt),
        ne(uploads.id, row.id),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
  for (const { storageKey } of earlier)
    await ctx.storage.delete(storageKey).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
}
