/** One TanStack Query hook per review call (docs/api.md §7 "Reviews"). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideReviewBody, Review, StartReviewBody } from '../../../common/api/review';
import type { ListAnswer } from '../../../common/api/shared';
import { api } from '../../lib/api-client';
import { apiPath, PROJECT_PATHS, REVIEW_PATHS, USER_PATHS } from '../../../common/api/paths';

export type { Review };
export type ReviewFile = Review['files'][number];

/** Which reviews a list shows: what waits for me, what I started, closed ones, or a project's. */
export type ReviewListView = 'waiting' | 'created' | 'closed' | 'project';

export interface ReviewListParams {
  view: ReviewListView;
  project?: string;
  skip: number;
  limit: number;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (p: ReviewListParams) => ['reviews', 'list', p.view, p.project ?? '', p.skip, p.limit] as const,
  one: (id: string) => ['reviews', 'one', id] as const,
  people: (projectId: string) => ['reviews', 'people', projectId] as const,
};

function listQuery(p: ReviewListParams) {
  const base = { skip: p.skip, limit: p.limit, project: p.project };
  if (p.view === 'waiting') return { ...base, role: 'waiting' };
  if (p.view === 'created') return { ...base, role: 'created', status: 'open' };
  if (p.view === 'closed') return { ...base, mine: p.project ? undefined : 'true', status: 'closed' };
  return base;
}

export function useReviewList(params: ReviewListParams) {
  return useQuery({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) => api.get<ListAnswer<Review>>(REVIEW_PATHS.list, listQuery(params), signal),
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: string) {
  return useQuery({
    queryKey: reviewKeys.one(id),
    queryFn: ({ signal }) => api.get<Review>(apiPath(REVIEW_PATHS.one, { id }), undefined, signal),
    enabled: Boolean(id),
  });
}

/** Lists, the review itself and the files whose status a step changed are read again after a step. */
function useAfterStep() {
  const client = useQueryClient();
  return (review: Review) => {
    client.setQueryData(reviewKeys.one(review._id), review);
    void client.invalidateQueries({ queryKey: ['reviews', 'list'] });
    // The files feature keeps everything under ['files'] (its keys.ts): their statuses changed.
    void client.invalidateQueries({ queryKey: ['files'] });
  };
}

export function useStartReview() {
  const after = useAfterStep();
  return useMutation({
    mutationFn: (body: StartReviewBody) => api.post<Review>(REVIEW_PATHS.list, body),
    onSuccess: after,
  });
}

export type ReviewStep =
  | { action: 'complete'; comment?: string }
  | { action: 'decide'; decisions: DecideReviewBody['decisions'] }
  | { action: 'cancel' };

export function useReviewStep(id: string) {
  const after = useAfterStep();
  return useMutation({
    mutationFn: (step: ReviewStep) => {
      const { action, ...body } = step;
      return api.post<Review>(apiPath(REVIEW_PATHS[action], { id }), body);
    },
    onSuccess: after,
  });
}

/** A person as reviews name them. */
export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export interface Candidate {
  _id: string;
  firstName: string;
  lastName: string;
}

/** Who may be asked to review: the project's team and the caller's organization (the server checks each). */
export function useReviewCandidates(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.people(projectId),
    enabled: enabled && Boolean(projectId),
    queryFn: async ({ signal }) => {
      const [project, users] = await Promise.all([
        api.get<{ team: Candidate[] }>(apiPath(PROJECT_PATHS.one, { id: projectId }), { populate: 'team' }, signal),
        api
          .get<ListAnswer<Candidate>>(USER_PATHS.list, { limit: 500, select: 'firstName,lastName' }, signal)
          .catch(() => ({ result: [] as Candidate[] })),
      ]);
      const byId = new Map<string, Candidate>();
      for (const person of [...project.team, ...users.result]) byId.set(person._id, person);
      return [...byId.values()].sort((a, b) =>
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'sv'),
      );
    },
  });
}
