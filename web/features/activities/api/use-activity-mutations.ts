import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Activity, CreateActivityBody, UpdateActivityBody } from '../../../../common/api/project';
import { apiPath, PROJECT_PATHS } from '../../../../common/api/paths';
import { api } from '../../../lib/api-client';
import { refreshProjects } from '../../../entities/project';
import { projectKeys } from '../../../entities/project';
import type { PopulatedActivity, ProjectDetail } from '../../../entities/project';

/**
 * docs/product.md point 5: a new activity needs a project id; without one the call is not even made. The modal
 * shows errors:project.projectIdNull for it; the message is for logs.
 */
export class ProjectIdNullError extends Error {
  override readonly name = 'ProjectIdNullError';
  constructor() {
    super('Project id is null');
  }
}

export type NewActivity = Omit<CreateActivityBody, 'project'>;

/** The same rounding as the server, so an optimistic move shows the right completion at once. */
function completion(activities: PopulatedActivity[]): number {
  const done = activities.filter((activity) => activity.status === 'done').length;
  return activities.length ? Math.round((100 * done) / activities.length) : 0;
}

function patchActivities(
  queryClient: QueryClient,
  projectId: string,
  change: (activities: PopulatedActivity[]) => PopulatedActivity[],
) {
  queryClient.setQueryData<ProjectDetail>(projectKeys.detail(projectId), (old) => {
    if (!old) return old;
    const activities = change(old.activities);
    return { ...old, activities, completed: completion(activities) };
  });
}

export function useCreateActivity(projectId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activity: NewActivity) => {
      if (!projectId) throw new ProjectIdNullError();
      return api.post<Activity>(PROJECT_PATHS.activity, { ...activity, project: projectId });
    },
    onSuccess: () => refreshProjects(queryClient),
  });
}

/** `PUT activity/{id}`; a status move shows at once and is undone if the server refuses it. */
export function useUpdateActivity(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateActivityBody }) =>
      api.put<Activity>(apiPath(PROJECT_PATHS.activityOne, { id }), body),
    onMutate: async ({ id, body }) => {
      const key = projectKeys.detail(projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectDetail>(key);
      if (body.status) {
        const status = body.status;
        patchActivities(queryClient, projectId, (list) => list.map((a) => (a._id === id ? { ...a, status } : a)));
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(projectKeys.detail(projectId), context.previous);
    },
    onSettled: () => refreshProjects(queryClient),
  });
}

export function useDeleteActivity(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(apiPath(PROJECT_PATHS.activityOne, { id })),
    onSuccess: (_answer, id) => {
      patchActivities(queryClient, projectId, (list) => list.filter((activity) => activity._id !== id));
      return refreshProjects(queryClient);
    },
  });
}
