/**
 * The upload quota per organization (ORG_STORAGE_QUOTA_GB, issue #34.4): what an organization's uploads hold
 * together is one row of `organization_storage`, kept by triggers on `uploads` (migration 0027). An upload is
 * charged to its uploader's organization; someone outside every organization (the superadmin) has no quota.
 *
 * Checked twice: before the first byte (a full organization is refused at once, and the upload guard stops the
 * stream where the quota ends), and in the transaction that writes the upload's row, after the trigger has added
 * it — that row's lock makes parallel uploads of one organization take turns there, so together they never pass it.
 */
import { eq } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { organizationStorage, type UserRow } from '../db/schema';
import { overLimit } from '../errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The 413 an upload past its organization's quota answers, with its own code (FILE_STORAGE_QUOTA_FULL). */
export const storageQuotaFull = () => overLimit(MSG_FILES.storageQuotaFull);

/** What the organization's uploads hold together now, in bytes. */
export async function storedBytes(db: Db | Tx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: organizationStorage.bytes })
    .from(organizationStorage)
    .where(eq(organizationStorage.organizationId, organizationId));
  return Number(row?.bytes ?? 0);
}

/**
 * The bytes the caller's organization may still store, or undefined when no quota applies (none configured, or a
 * caller outside every organization). A full organization is refused here, before anything streams.
 */
export async function quotaLeft(ctx: AppContext, caller: UserRow): Promise<number | undefined> {
  const quota = ctx.config.orgStorageQuotaBytes;
  if (quota === 0 || !caller.organizationId) return undefined;
  const left = quota - (await storedBytes(ctx.db, caller.organizationId));
  if (left <= 0) throw storageQuotaFull();
  return left;
}

/** In the transaction that inserted an upload: refuses (and so rolls it back) when the organization is now over. */
export async function assertWithinQuota(tx: Tx, ctx: AppContext, caller: UserRow): Promise<void> {
  const quota = ctx.config.orgStorageQuotaBytes;
  if (quota === 0 || !caller.organizationId) return;
  if ((await storedBytes(tx, caller.organizationId)) > quota) throw storageQuotaFull();
}
