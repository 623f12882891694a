import type { User } from '../../../../common/api/user';

/** The id of the user's organization, whether the answer populated it or not. */
export function organizationIdOf(user: User | undefined): string | null {
  const org = user?.organization;
  if (!org) return null;
  return typeof org === 'string' ? org : org._id;
}
