import { API_BASE } from '../../../common/api/values';
import type { DownloadLinkAnswer } from '../../../common/api/files';
import { apiPath, FILE_PATHS } from '../../../common/api/paths';
import { api } from '../../lib/api-client';
import { getToken } from '../../lib/auth-storage';
import { KINDS, type FileKind } from './kinds';

/** A file's `url` is an API path; relative ones are taken as paths under the API base. */
export function contentUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith(API_BASE)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Token ${token}` } : {};
}

/**
 * Downloads a file: a plain link cannot send the Authorization header, so the server first issues a
 * short-lived ticketed url (`POST …/{id}/download_link`), which the browser then opens as a download. With a
 * revision's url, that revision is downloaded instead of the current one.
 */
/** Opens a url as a download in the browser (a plain link: memory stays the browser's download manager's). */
function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = contentUrl(url);
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Ladda ner alla" (docs/api.md §6 "Bulk download"): the project's files under the list's filter and search as one
 * ZIP, streamed by the server straight into the browser's download; a ticket stands in for the session.
 */
export async function downloadProjectZip(
  projectId: string,
  kind: FileKind,
  list: { filter: string | null; search: string },
): Promise<void> {
  const path = apiPath(FILE_PATHS.projectFilesZipLink, { id: projectId });
  const answer = await api.post<DownloadLinkAnswer>(path);
  const params = new URLSearchParams({ kind });
  if (list.filter) params.set('query', list.filter);
  if (list.search) params.set('search', list.search);
  openDownload(`${answer.url}&${params.toString()}`);
}

export async function downloadFile(
  kind: FileKind,
  id: string,
  revisionUrl?: string,
  extra?: Record<string, string>,
): Promise<void> {
  const answer = await api.post<DownloadLinkAnswer>(KINDS[kind].downloadLink(id));
  // The ticket is the file's: it opens any of its revisions too.
  const params = new URL(answer.url, 'http://x').searchParams;
  for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value);
  const ticketed = revisionUrl
    ? `${revisionUrl}?${params.toString()}`
    : `${answer.url.split('?')[0] ?? answer.url}?${params.toString()}`;
  openDownload(ticketed);
}
