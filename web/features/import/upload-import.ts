import { IMPORT_PATH, type ImportAnswer, type ImportType } from '../../../common/api/import';
import { ApiRequestError, buildUrl } from '../../lib/api-client';
import { getToken } from '../../lib/auth-storage';

export interface ImportRequest {
  file: File;
  importType: ImportType;
  /** Bytes sent so far and the total. */
  onProgress?: (loaded: number, total: number) => void;
  /** Every byte is sent; the server now reads and writes the rows. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/** Sends the CSV to `POST upload_csv_file`; the modal is tested with a fake one. */
export type ImportUploader = (request: ImportRequest) => Promise<ImportAnswer>;

type Details = NonNullable<ConstructorParameters<typeof ApiRequestError>[0]['details']>;

/** The error envelope of a failed import, its code and details included: they pick the translated text. */
export function errorOf(xhr: Pick<XMLHttpRequest, 'status' | 'statusText' | 'responseText'>): ApiRequestError {
  let serverError: string | undefined;
  let code: string | undefined;
  let details: Details | undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown; code?: unknown; details?: unknown };
    if (typeof body.error === 'string' && body.error) serverError = body.error;
    if (typeof body.code === 'string' && body.code) code = body.code;
    if (Array.isArray(body.details)) details = body.details as Details;
  } catch {
    // Not the JSON envelope: the status says enough.
  }
  return new ApiRequestError({
    status: xhr.status,
    message: serverError ?? (xhr.statusText || `HTTP ${xhr.status}`),
    serverError,
    code,
    details,
    body: xhr.responseText || undefined,
  });
}

/** XMLHttpRequest, because fetch reports no upload progress. */
export const xhrImportUploader: ImportUploader = ({ file, importType, onProgress, onUploaded, signal }) =>
  new Promise<ImportAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', cancel);
    xhr.open('POST', buildUrl(IMPORT_PATH, { importType }));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.upload.onload = () => onUploaded?.();
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      try {
        resolve(JSON.parse(xhr.responseText) as ImportAnswer);
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
      reject(new DOMException('Import cancelled', 'AbortError'));
    };
    if (signal?.aborted) return reject(new DOMException('Import cancelled', 'AbortError'));
    signal?.addEventListener('abort', cancel);
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
