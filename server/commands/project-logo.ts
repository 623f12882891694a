import { eq } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { uploads, type UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { isUuid } from '../queries/ids';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const UPLOAD_URL = /^\/api\/v1\/uploads\/([0-9a-f-]{36})$/i;

/** The upload id behind a logo url, or undefined for anything that is not one of our uploads. */
export function uploadIdOf(url: string | null | undefined): string | undefined {
  const id = url ? UPLOAD_URL.exec(url)?.[1] : undefined;
  return id && isUuid(id) ? id : undefined;
}

/** Marks the caller's fresh logo upload as in use; any other url is refused (400). */
export async function claimLogo(tx: Tx, caller: UserRow, url: string): Promise<void> {
  const id = uploadIdOf(url);
  const [row] = id ? await tx.select().from(uploads).where(eq(uploads.id, id)) : [];
  if (!row || row.purpose !== 'logo' || (row.uploadedBy !== caller.id && !caller.superadmin)) {
    throw badRequest(MSG_FILES.invalidUpload, [{ field: 'logo', message: MSG_FILES.invalidUpload }]);
  }
  await tx.update(uploads).set({ claimedAt: new Date() }).where(eq(uploads.id, row.id));
}

/** Removes a logo no project shows any more: the row first, then its blob. */
export async function discardUpload(ctx: AppContext, url: string | null | undefined): Promise<void> {
  const id = uploadIdOf(url);
  if (!id) return;
  const [row] = await ctx.db.delete(uploads).where(eq(uploads.id, id)).returning();
  if (row) await ctx.storage.delete(row.storageKey).catch((err: unknown) => ctx.log.warn({ err }, 'blob left behind'));
}
