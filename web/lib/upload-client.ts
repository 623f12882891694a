import { UPLOAD_TIMEOUT_MS } from '../../common/limits';
import { ApiRequestError, buildUrl, errorFromText, type QueryValue } from './api-client';
import { getToken } from './auth-storage';

/** No progress for UPLOAD_TIMEOUT_MS: the upload was cut off (docs/product.md point 8, "dialog_errors.timeout"). */
export class UploadTimeoutError extends Error {
  override readonly name = 'UploadTimeoutError';
}

/** The person cancelled the upload. */
export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';
}

export interface SendFileRequest {
  /** The API path, e.g. `/upload_file`. */
  path: string;
  query?: Record<string, QueryValue>;
  file: File;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  /** Every byte is sent; the server is now working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
  /**
   * Abort after this long without progress (UPLOAD_TIMEOUT_MS by default); null for none, where the server's
   * work after the last byte may rightly take long (a CSV import).
   */
  idleTimeoutMs?: number | null;
}

/**
 * The one upload client: the file as multipart `file` with the session's token, through XMLHttpRequest
 * because fetch reports no upload progress. A stalled connection is aborted when nothing has moved for the
 * idle time, not after a total time: a 1 GB file may rightly take far longer. Errors are the API's
 * (ApiRequestError with the envelope's code), UploadTimeoutError or UploadCancelledError.
 */
export function sendFile<T>(request: SendFileRequest): Promise<T> {
  const { file, onProgress, onUploaded, signal } = request;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const idle = request.idleTimeoutMs === undefined ? UPLOAD_TIMEOUT_MS : request.idleTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const arm = () => {
      if (idle === null) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, idle);
    };
    const cancel = () => xhr.abort();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };
    const failed = () => errorFromText(xhr.status, xhr.statusText, xhr.responseText);

    xhr.open('POST', buildUrl(request.path, request.query));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      arm();
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.upload.onload = () => onUploaded?.();
    xhr.onprogress = arm;
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) return reject(failed());
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(failed());
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiRequestError({ status: 0, message: 'Network error', reason: 'Network error' }));
    };
    xhr.onabort = () => {
      done();
      reject(timedOut ? new UploadTimeoutError('Upload timed out') : new UploadCancelledError('Upload cancelled'));
    };

    if (signal?.aborted) return reject(new UploadCancelledError('Upload cancelled'));
    signal?.addEventListener('abort', cancel);
    const body = new FormData();
    body.append('file', file, file.name);
    arm();
    xhr.send(body);
  });
}
