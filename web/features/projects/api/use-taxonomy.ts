import { useQuery } from '@tanstack/react-query';
import { PROJECT_PATHS } from '../../../../common/api/paths';
import type { TaxonomyName } from '../../../../common/taxonomies';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../entities/project/keys';

/** Project types or sectors. They change with releases only, so one fetch per visit is enough. */
export function useTaxonomy(name: TaxonomyName) {
  return useQuery({
    queryKey: projectKeys.taxonomy(name),
    queryFn: ({ signal }) =>
      api.get<{ name: string; values: string[] }>(PROJECT_PATHS.taxonomies, { name }, signal).then((a) => a.values),
    staleTime: Infinity,
  });
}
