import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PublicOrganization } from '../../../common/api/auth';
import { AUTH_PATHS } from '../../../common/api/values';
import { api } from '../../lib/api-client';
import { authKeys } from '../session/keys';

/** Approved organizations a new user may apply to, narrowed by name as they type. */
export function usePublicOrganizations(search: string, enabled = true) {
  const term = search.trim();
  return useQuery({
    queryKey: authKeys.publicOrganizations(term),
    queryFn: ({ signal }) =>
      api.get<PublicOrganization[]>(AUTH_PATHS.publicOrganizations, { search: term || undefined }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
