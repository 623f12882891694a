import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../entities/user';
import { organizationKeys } from '../../../entities/organization/keys';

export interface MembershipChange {
  /** The organization whose people or counts changed. */
  orgId?: string;
  /** Users whose organization, role or account type changed. */
  userIds?: string[];
  /**
   * The signed-in user's own membership or role changed: the session user and everything their
   * organization decides (projects, files, drawings) is refetched.
   */
  self?: boolean;
}

/** Refetches what a membership change makes stale, and nothing else. */
export async function invalidateMembership(queryClient: QueryClient, change: MembershipChange): Promise<void> {
  if (change.self) {
    await queryClient.invalidateQueries();
    return;
  }
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: change.orgId ? organizationKeys.detail(change.orgId) : organizationKeys.details,
    }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.lists }),
    queryClient.invalidateQueries({ queryKey: userKeys.lookups }),
    ...(change.userIds ?? []).map((id) => queryClient.invalidateQueries({ queryKey: userKeys.detail(id) })),
  ]);
}

/** Public organization names (the sign-up and apply pickers) change when one is created, renamed or removed. */
export function invalidatePublicOrganizations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['public', 'organization'] });
}
