import type { ImportAnswer, ImportType } from '../../../common/api/import';
import { IMPORT_PATH } from '../../../common/api/paths';
import { errorFromText, type ApiRequestError } from '../../lib/api-client';
import { sendFile } from '../../lib/upload-client';

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

/** The error envelope of a failed import, its code and details included: they pick the translated text. */
export function errorOf(xhr: Pick<XMLHttpRequest, 'status' | 'statusText' | 'responseText'>): ApiRequestError {
  return errorFromText(xhr.status, xhr.statusText, xhr.responseText);
}

/**
 * `POST upload_csv_file` through the one upload client. No idle limit: after the last byte the server reads and
 * writes every row before it answers.
 */
export const xhrImportUploader: ImportUploader = ({ file, importType, onProgress, onUploaded, signal }) =>
  sendFile<ImportAnswer>({
    path: IMPORT_PATH,
    query: { importType },
    file,
    onProgress,
    onUploaded,
    signal,
    idleTimeoutMs: null,
  });
