import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer } from '../../../../common/api/shared';
import type { User } from '../../../../common/api/user';
import { LIST_MAX_LIMIT } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { refreshProjects, storeDetail } from '../../../entities/project/cache';
import { projectKeys } from '../../../entities/project/keys';
import type { ProjectDetail } from '../../../entities/project/types';
import { apiPath, PROJECT_PATHS, USER_PATHS } from '../../../../common/api/paths';

/** The people of an organization, from whom a project team is put together. */
export function useColleagues(organizationId: string | null, enabled = true) {
  return useQuery({
    queryKey: projectKeys.colleagues(organizationId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<User>>(
        USER_PATHS.list,
        { query: JSON.stringify({ organization: organizationId }), limit: LIST_MAX_LIMIT, sort: 'firstName lastName' },
        signal,
      ),
    enabled: enabled && Boolean(organizationId),
    select: (answer) => answer.result,
  });
}

/** `POST project/{projectId}` once per chosen person; the last answer carries the whole team. */
export function useAddTeamMembers(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: string[]) => {
      let answer: ProjectDetail | undefined;
      for (const userId of userIds) {
        answer = await api.post<ProjectDetail>(apiPath(PROJECT_PATHS.one, { id: projectId }), { userId });
        storeDetail(queryClient, answer);
      }
      return answer;
    },
    onSettled: () => refreshProjects(queryClient, projectId),
  });
}

export function useRemoveTeamMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api.delete<ProjectDetail>(apiPath(PROJECT_PATHS.teamMember, { projectId, memberId })),
    onSuccess: (answer) => {
      storeDetail(queryClient, answer);
      return refreshProjects(queryClient, projectId);
    },
  });
}

/** `PATCH project/{projectId}/{memberId}`: a member's role in this project; the answer carries the whole team. */
export function useSetTeamRole(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: string }) =>
      api.patch<ProjectDetail>(apiPath(PROJECT_PATHS.teamMember, { projectId, memberId }), { role }),
    onSuccess: (answer) => {
      storeDetail(queryClient, answer);
      return refreshProjects(queryClient, projectId);
    },
  });
}
