import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer } from '../../../../common/api/shared';
import type { User } from '../../../../common/api/user';
import { LIST_MAX_LIMIT } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { refreshProjects, storeDetail } from './cache';
import { projectKeys } from './keys';
import type { ProjectDetail } from './types';

/** The people of an organization, from whom a project team is put together. */
export function useColleagues(organizationId: string | null, enabled = true) {
  return useQuery({
    queryKey: projectKeys.colleagues(organizationId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<User>>(
        '/user',
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
        answer = await api.post<ProjectDetail>(`/project/${encodeURIComponent(projectId)}`, { userId });
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
      api.delete<ProjectDetail>(`/project/${encodeURIComponent(projectId)}/${encodeURIComponent(memberId)}`),
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
      api.patch<ProjectDetail>(`/project/${encodeURIComponent(projectId)}/${encodeURIComponent(memberId)}`, { role }),
    onSuccess: (answer) => {
      storeDetail(queryClient, answer);
      return refreshProjects(queryClient, projectId);
    },
  });
}
