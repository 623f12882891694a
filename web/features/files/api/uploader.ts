import { UPLOAD_PATHS, type UploadAnswer } from '../../../../common/api/upload';
import { UPLOAD_TIMEOUT_MS } from '../../../../common/limits';
import { ApiRequestError, buildUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-storage';

/** No progress for UPLOAD_TIMEOUT_MS: the upload was cut off (SPEC.md point 8, "dialog_errors.timeout"). */
export class UploadTimeoutError extends Error {
  override readonly name = 'UploadTimeoutError';
}

/** The person cancelled the upload. */
export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';
}

export interface UploadRequest {
  file: File;
  purpose: 'constructionfile' | 'drawing';
  /** The stored name; defaults to the file's own name. */
  fileName?: string;
  /**
   * `overwrite=true`: the server drops the caller's earlier unclaimed uploads of the same name and purpose
   * (a retried or re-chosen file). Default false: a first upload leaves everything else alone.
   */
  overwrite?: boolean;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** For tests; UPLOAD_TIMEOUT_MS otherwise. */
  idleTimeoutMs?: number;
}

/** Sends one file to `POST upload_file` and answers its url; the modal is tested with a fake one. */
export type Uploader = (request: UploadRequest) => Promise<UploadAnswer>;

function errorOf(xhr: XMLHttpRequest): ApiRequestError {
  let serverError: string | undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) serverError = body.error;
  } catch {
    // Not the JSON envelope (a proxy's page): the status says enough.
  }
  return new ApiRequestError({
    status: xhr.status,
    message: serverError ?? (xhr.statusText || `HTTP ${xhr.status}`),
    serverError,
    body: xhr.responseText || undefined,
  });
}

/**
 * The real uploader: XMLHttpRequest, because fetch reports no upload progress. The request is aborted
 * when nothing has moved for 45 s (a stalled connection), not after 45 s in total — a 1 GB file may
 * rightly take far longer.
 */
export const xhrUploader: Uploader = ({ file, purpose, fileName, overwrite, onProgress, signal, idleTimeoutMs }) =>
  new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const idle = idleTimeoutMs ?? UPLOAD_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const arm = () => {
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

    xhr.open(
      'POST',
      buildUrl(UPLOAD_PATHS.upload, { purpose, overwrite: overwrite === true, fileName: fileName ?? file.name }),
    );
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      arm();
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onprogress = arm;
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        reject(errorOf(xhr));
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
