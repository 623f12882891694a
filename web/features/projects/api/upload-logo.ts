import { API_BASE } from '../../../../common/api/shared';
import { UPLOAD_PATHS, type UploadAnswer } from '../../../../common/api/upload';
import { UPLOAD_TIMEOUT_MS } from '../../../../common/limits';
import { ApiRequestError, buildUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-storage';

/** The upload was cut off after UPLOAD_TIMEOUT_MS (SPEC.md point 8: "dialog_errors.timeout"). */
export class UploadTimeoutError extends Error {
  override readonly name = 'UploadTimeoutError';
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Accept: 'application/json', Authorization: `Token ${token}` } : { Accept: 'application/json' };
}

/** `POST upload_file?purpose=logo` as multipart; the answer's url goes into the project's `logo`. */
export async function uploadLogo(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(UPLOAD_PATHS.upload, { purpose: 'logo', fileName: file.name }), {
      method: 'POST',
      headers: authHeaders(),
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new UploadTimeoutError('Upload timed out');
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw new ApiRequestError({ status: 0, message, reason: message });
  } finally {
    clearTimeout(timer);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadAnswer> & { error?: string };
  if (!response.ok || !answer.url) {
    throw new ApiRequestError({
      status: response.status,
      message: answer.error ?? response.statusText,
      serverError: answer.error,
    });
  }
  return answer as UploadAnswer;
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
