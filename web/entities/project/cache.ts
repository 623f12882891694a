import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys';
import type { ProjectDetail } from './types';

/**
 * After a change every cached view of projects is stale: lists, related projects, the dashboard's
 * "my projects". The page of the changed project is spared when its fresh answer is already in the cache.
 */
export function refreshProjects(queryClient: QueryClient, freshDetailId?: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: projectKeys.all,
    predicate: (query) => !(freshDetailId && query.queryKey[1] === 'detail' && query.queryKey[2] === freshDetailId),
  });
}

/** Puts a changed project into its page's cache entry, keeping the parts the answer did not populate. */
export function storeDetail(queryClient: QueryClient, answer: Partial<ProjectDetail> & { _id: string }): void {
  queryClient.setQueryData<ProjectDetail>(projectKeys.detail(answer._id), (old) => {
    if (!old) return old;
    const next = { ...old, ...answer };
    // An answer without populated relations carries only ids; the page keeps the populated ones.
    if (answer.team?.some((member) => typeof member !== 'object')) next.team = old.team;
    if (answer.activities?.some((activity) => typeof activity !== 'object')) next.activities = old.activities;
    if (typeof answer.organization === 'string') next.organization = old.organization;
    return next;
  });
}
