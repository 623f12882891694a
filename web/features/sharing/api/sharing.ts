import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../../../common/api/values';
import type { ShareLink } from '../../../../common/api/sharing';
import { apiPath, SHARING_PATHS } from '../../../../common/api/paths';
import type { ConstructionFile } from '../../../entities/file';
import { api } from '../../../lib/api-client';

export type { ShareLink };

export interface CreatedShareLink {
  success: true;
  shareToken: string;
  url: string;
  link: ShareLink;
}

export interface SharedProject {
  _id: string;
  name: string;
  description: string;
  organization: { name: string };
  logo: string | null;
}

export type SharedFile = Omit<ConstructionFile, 'abilities' | 'bookmarked' | 'reviewDecision'>;

export interface SharedFilesPage {
  limit: number;
  skip: number;
  total: number;
  /** More than `total` match (docs/api.md §6): shown as "10000+". */
  totalIsLowerBound?: boolean;
  result: SharedFile[];
}

export interface SharedFilesFilter {
  search: string;
  docType: string;
  skip: number;
  limit: number;
}

export const sharingKeys = {
  links: (projectId: string) => ['sharing', 'links', projectId] as const,
  project: (token: string) => ['shared', token, 'project'] as const,
  files: (token: string, projectId: string, filter: SharedFilesFilter) =>
    ['shared', token, 'files', projectId, filter.search, filter.docType, filter.skip, filter.limit] as const,
};

/** `GET share_link?projectId=`: every link of the project, newest first. */
/** The project's links, read when the list is shown (`enabled`), and fresh each time: uses change meanwhile. */
export function useShareLinks(projectId: string, enabled = true) {
  return useQuery({
    queryKey: sharingKeys.links(projectId),
    queryFn: ({ signal }) => api.get<ShareLink[]>(SHARING_PATHS.list, { projectId }, signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** `POST create_share_link`: the token is in the answer only this once. */
export function useCreateShareLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresAt: string | null) =>
      api.post<CreatedShareLink>(SHARING_PATHS.create, { projectId, resourceType: 'files', expiresAt }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links(projectId) }),
  });
}

/** `DELETE share_link/{linkId}`: the link stops working at once. */
export function useRevokeShareLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.delete<{ success: true }>(apiPath(SHARING_PATHS.revoke, { shareToken: linkId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links(projectId) }),
  });
}

/** `GET api_shared/project?shareToken=`: public, no sign-in. */
export function useSharedProject(token: string) {
  return useQuery({
    queryKey: sharingKeys.project(token),
    queryFn: ({ signal }) => api.get<SharedProject>(SHARING_PATHS.sharedProject, { shareToken: token }, signal),
    enabled: Boolean(token),
  });
}

/** `GET api_shared/project_files`: one page of the shared project's construction files. */
export function useSharedFiles(token: string, projectId: string, filter: SharedFilesFilter, enabled = true) {
  return useQuery({
    queryKey: sharingKeys.files(token, projectId, filter),
    queryFn: ({ signal }) =>
      api.get<SharedFilesPage>(
        SHARING_PATHS.sharedFiles,
        {
          shareToken: token,
          projId: projectId,
          skip: filter.skip,
          limit: filter.limit,
          search: filter.search,
          docType: filter.docType,
        },
        signal,
      ),
    enabled: enabled && Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** A content url as the browser can open it; the share token is already in it. */
export function sharedContentUrl(url: string, download = false): string {
  const full =
    /^https?:\/\//.test(url) || url.startsWith(API_BASE) ? url : `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
  if (!download) return full;
  return `${full}${full.includes('?') ? '&' : '?'}download=true`;
}

/** The link's published files (under the page's search and type) as one ZIP: a plain link, the token in it. */
export function sharedZipUrl(token: string, filter: { search: string; docType: string }): string {
  const params = new URLSearchParams({ shareToken: token });
  if (filter.search) params.set('search', filter.search);
  if (filter.docType) params.set('docType', filter.docType);
  return `${API_BASE}${SHARING_PATHS.sharedFilesZip}?${params.toString()}`;
}
