import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, Project, UpdateProjectBody } from '../../../../common/api/project';
import { apiPath, PROJECT_PATHS } from '../../../../common/api/paths';
import { api } from '../../../lib/api-client';
import { refreshProjects, storeDetail } from '../../../entities/project/cache';
import { resolveLogo, type LogoChange } from './logo-change';
import { projectKeys } from '../../../entities/project/keys';
import { DETAIL_POPULATE } from './use-project';
import type { ProjectDetail } from '../../../entities/project/types';

/** Uploads the chosen logo first, then `POST project` with its url. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, logo }: { body: CreateProjectBody; logo: LogoChange }) => {
      const url = await resolveLogo(logo, false);
      return api.post<Project>(PROJECT_PATHS.list, url ? { ...body, logo: url } : body);
    },
    onSuccess: () => refreshProjects(queryClient),
  });
}

/** `PUT project/{id}`: settings, budget, lessons learned, archiving. The answer replaces the cached page. */
export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) =>
      api.put<ProjectDetail>(apiPath(PROJECT_PATHS.one, { id }), body, { populate: DETAIL_POPULATE }),
    onSuccess: (answer) => {
      storeDetail(queryClient, answer);
      return refreshProjects(queryClient, answer._id);
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(apiPath(PROJECT_PATHS.one, { id })),
    onSuccess: async (_answer, id) => {
      // The page still showing the project must not refetch it into a 404 before it navigates away.
      await queryClient.invalidateQueries({ queryKey: projectKeys.detail(id), refetchType: 'none' });
      return refreshProjects(queryClient, id);
    },
  });
}

/** `POST delete_projects_bulk`: all or nothing, so a failure leaves the list as it was. */
export function useDeleteProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ success: true; deletedCount: number }>(PROJECT_PATHS.bulkDelete, { ids }),
    onSuccess: (_answer, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return refreshProjects(queryClient);
    },
  });
}
