import type { ShareLink, ShareLinkStatus } from '../../common/api/sharing';
import { creatorMayShare, effectiveExpiry, type LinkWithCreator } from '../commands/share-links';

/** Why a link no longer works, in the order the token lookup refuses it; `active` when it works. */
function statusOf(row: LinkWithCreator, expiresAt: Date): ShareLinkStatus {
  if (row.link.revokedAt) return 'revoked';
  if (expiresAt.getTime() <= Date.now()) return 'expired';
  return creatorMayShare(row) ? 'active' : 'orphaned';
}

/**
 * A share link for its project's managers: when it was made, by whom, until when and whether it still works, how it
 * is used — never its token.
 */
export function presentShareLink(row: LinkWithCreator): ShareLink {
  const { link, creator } = row;
  const expiresAt = effectiveExpiry(link);
  return {
    _id: link.id,
    project: link.projectId,
    resourceType: link.resourceType,
    createdAt: link.createdAt.toISOString(),
    createdBy: creator ? { _id: creator.id, firstName: creator.firstName, lastName: creator.lastName } : null,
    expiresAt: expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    useCount: link.useCount,
    status: statusOf(row, expiresAt),
  };
}
