import type { ShareLink } from '../../common/api/sharing';
import type { ShareLinkRow } from '../db/schema';

/** A share link for its project's managers: when it was made, by whom, how it is used — never its token. */
export function presentShareLink(
  row: ShareLinkRow,
  creator: { id: string; firstName: string; lastName: string } | null,
): ShareLink {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
  return {
    _id: row.id,
    project: row.projectId,
    resourceType: row.resourceType,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator ? { _id: creator.id, firstName: creator.firstName, lastName: creator.lastName } : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    useCount: row.useCount,
    status: row.revokedAt ? 'revoked' : expired ? 'expired' : 'active',
  };
}
