import { API_BASE } from '../../../../common/api/values';
import type { UploadAnswer } from '../../../../common/api/upload';
import { UPLOAD_PATHS } from '../../../../common/api/paths';
import { getToken } from '../../../lib/auth-storage';
import { sendFile } from '../../../lib/upload-client';

export { UploadTimeoutError } from '../../../lib/upload-client';

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Accept: 'application/json', Authorization: `Token ${token}` } : { Accept: 'application/json' };
}

/** `POST upload_file?purpose=logo` through the one upload client; the answer's url goes into the project's `logo`. */
export function uploadLogo(file: File): Promise<UploadAnswer> {
  return sendFile<UploadAnswer>({ path: UPLOAD_PATHS.upload, query: { purpose: 'logo', fileName: file.name }, file });
}

/** Uploaded content is read under the API with the caller's token; relative urls are taken as API paths. */
export function contentUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith(API_BASE)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Fetches protected image content; null when it cannot be read (the caller shows initials instead). */
export async function fetchImage(url: string, signal: AbortSignal): Promise<Blob | null> {
  const response = await fetch(contentUrl(url), { headers: authHeaders(), signal });
  return response.ok ? response.blob() : null;
}
