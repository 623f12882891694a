import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '../../../../common/api/shared';
import { LIST_MAX_LIMIT } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../entities/project/keys';
import { ORGANIZATION_PATHS } from '../../../../common/api/paths';

/** Approved organizations by name: a superadmin, who has none, names the one a new project belongs to. */
export function useOrganizationNames(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.organizations(),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<{ _id: string; name: string }>>(
        ORGANIZATION_PATHS.list,
        { query: JSON.stringify({ approved: true }), select: 'name', sort: 'name', limit: LIST_MAX_LIMIT },
        signal,
      ),
    select: (answer) => answer.result,
    enabled,
    staleTime: 60_000,
  });
}
