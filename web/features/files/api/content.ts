import { API_BASE } from '../../../../common/api/shared';
import { downloadLinkAnswer } from '../../../../common/api/files';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-storage';
import { KINDS, type FileKind } from '../kinds';

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
export async function downloadFile(kind: FileKind, id: string, revisionUrl?: string): Promise<void> {
  const answer = downloadLinkAnswer.parse(await api.post<unknown>(KINDS[kind].downloadLink(id)));
  // The ticket is the file's: it opens any of its revisions too.
  const ticketed = revisionUrl
    ? `${revisionUrl}?${new URL(answer.url, 'http://x').searchParams.toString()}`
    : answer.url;
  const link = document.createElement('a');
  link.href = contentUrl(ticketed);
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
