import { eq } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { uploads, type UploadRow, type UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { can } from '../policies/authorize';
import { isUuid } from '../queries/ids';
import { CONTENT_TYPES, PURPOSE_KINDS, type UploadPurpose } from '../storage/sniff';
import { THUMBNAIL_SOURCES } from '../thumbnails/thumbnail-queue';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const UPLOAD_URL = /^\/api\/v1\/uploads\/([0-9a-f-]{36})$/i;

/** The upload id behind a logo url, or undefined for anything that is not one of our uploads. */
export function uploadIdOf(url: string | null | undefined): string | undefined {
  const id = url ? UPLOAD_URL.exec(url)?.[1] : undefined;
  return id && isUuid(id) ? id : undefined;
}

/**
 * Whether an upload may become an entity of `purpose`. A document upload counts by what it is, not by the purpose
 * it was sent with: docs/api.md §6 "Upload purpose" lets a PDF uploaded as §5 describes (no purpose, so
 * `constructionfile`) become a drawing, and a drawing upload that is a PDF a construction file. Logos keep to
 * their own purpose: their size limit is smaller.
 */
export function uploadFits(row: Pick<UploadRow, 'purpose' | 'contentType'>, purpose: UploadPurpose): boolean {
  if (row.purpose === purpose) return true;
  if (row.purpose === 'logo' || purpose === 'logo') return false;
  return PURPOSE_KINDS[purpose].some((kind) => CONTENT_TYPES[kind] === row.contentType);
}

/**
 * Marks the caller's own, not yet used upload of the right purpose as in use by an entity; any other url
 * is refused (400), so nobody can attach someone else's file or one file to two entities.
 */
export async function claimUpload(
  tx: Tx,
  caller: UserRow,
  url: string,
  purpose: UploadPurpose,
  field: string,
): Promise<UploadRow> {
  const id = uploadIdOf(url);
  const [row] = id ? await tx.select().from(uploads).where(eq(uploads.id, id)) : [];
  if (!row || !uploadFits(row, purpose) || row.claimedAt || !can(caller, 'upload.use', row)) {
    throw badRequest(MSG_FILES.invalidUpload, [{ field, message: MSG_FILES.invalidUpload }]);
  }
  // A PDF's text is read and a file's thumbnail made in the background once it is in use (text/, thumbnails/).
  const textStatus = row.contentType === 'application/pdf' ? ('pending' as const) : null;
  const thumbnailStatus =
    purpose === 'logo' ? null : THUMBNAIL_SOURCES.has(row.contentType) ? ('pending' as const) : ('none' as const);
  await tx.update(uploads).set({ claimedAt: new Date(), textStatus, thumbnailStatus }).where(eq(uploads.id, row.id));
  return row;
}

/** Claims a logo's upload (400 for anything else) and answers its id, which the project keeps. */
export async function claimLogo(tx: Tx, caller: UserRow, url: string): Promise<string> {
  return (await claimUpload(tx, caller, url, 'logo', 'logo')).id;
}

/** Removes an upload nothing refers to any more: the row first, then its blob. */
export async function discardUpload(ctx: AppContext, urlOrId: string | null | undefined): Promise<void> {
  const id = uploadIdOf(urlOrId) ?? (urlOrId && isUuid(urlOrId) ? urlOrId : undefined);
  if (!id) return;
  const [row] = await ctx.db.delete(uploads).where(eq(uploads.id, id)).returning();
  if (row) await ctx.storage.delete(row.storageKey).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
}
