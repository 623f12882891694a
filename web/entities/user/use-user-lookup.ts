import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '../../../common/api/shared';
import type { User } from '../../../common/api/user';
import { api } from '../../lib/api-client';
import { userKeys } from './keys';
import { USER_PATHS } from '../../../common/api/paths';

/**
 * GET user?query={"email":…,"organization":null}: the organization-less person with exactly this e-mail.
 * An organization admin finds people to add only this way, never by browsing. Null when nobody matches.
 */
export function useUserLookup(email: string) {
  const normalized = email.trim().toLowerCase();
  return useQuery({
    queryKey: userKeys.lookup(normalized),
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListAnswer<User>>(
        USER_PATHS.list,
        { query: JSON.stringify({ email: normalized, organization: null }), limit: 1 },
        signal,
      );
      return answer.result[0] ?? null;
    },
    enabled: normalized !== '',
    staleTime: 0,
  });
}
