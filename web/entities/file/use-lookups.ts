import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FILE_PATHS, ORGANIZATION_PATHS, PROJECT_PATHS } from '../../../common/api/paths';
import type { Project } from '../../../common/api/project';
import type { ListAnswer } from '../../../common/api/shared';
import { LIST_MAX_LIMIT } from '../../../common/limits';
import { api } from '../../lib/api-client';
import { escapeRegex } from '../../../common/regex';
import { fileKeys } from './keys';

type Named = { _id: string; name: string };
type ProjectOption = Named & { abilities?: Project['abilities'] };

/** `GET public/documentType?projectId=`: built-in document types plus those already in use. */
export function useDocumentTypes(projectId: string | null, enabled = true) {
  return useQuery({
    queryKey: fileKeys.documentTypes(projectId),
    queryFn: ({ signal }) => api.get<string[]>(FILE_PATHS.documentTypes, { projectId: projectId ?? undefined }, signal),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * Projects by name for a picker: those the caller sees, or (writable) only those whose content the caller
 * may manage, i.e. may upload into. Typing narrows on the server, so big organizations stay quick.
 */
export function useProjectOptions(search: string, writable: boolean, enabled = true) {
  const term = search.trim();
  return useQuery({
    queryKey: fileKeys.projects(term, writable),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<ProjectOption>>(
        PROJECT_PATHS.list,
        {
          query: term ? JSON.stringify({ name: { $regex: escapeRegex(term), $options: 'i' } }) : undefined,
          select: writable ? 'name,abilities' : 'name',
          sort: 'name',
          limit: LIST_MAX_LIMIT,
        },
        signal,
      ),
    select: (answer): Named[] =>
      answer.result
        .filter((project) => !writable || project.abilities?.manageContent)
        .map(({ _id, name }) => ({ _id, name })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

function useNames(path: string, key: readonly unknown[], ids: readonly string[]) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Named>>(
        path,
        { query: JSON.stringify({ _id: { $in: ids } }), select: 'name', limit: LIST_MAX_LIMIT },
        signal,
      ),
    select: (answer) => new Map(answer.result.map((item) => [item._id, item.name])),
    staleTime: 5 * 60_000,
    enabled: ids.length > 0,
  });
}

/** Names of projects by id (a chosen filter, a project given by the URL). */
export const useProjectNames = (ids: readonly string[]) =>
  useNames(PROJECT_PATHS.list, fileKeys.projectNames(ids), ids);

/** Names of organizations by id, for the organization filter of a superadmin or of public files. */
export const useOrganizationNames = (ids: readonly string[]) =>
  useNames(ORGANIZATION_PATHS.list, fileKeys.organizationNames(ids), ids.slice(0, LIST_MAX_LIMIT));
