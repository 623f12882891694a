import type { UploadAnswer } from '../../../../common/api/upload';
import { UPLOAD_PATHS } from '../../../../common/api/paths';
import { sendFile } from '../../../lib/upload-client';

export { UploadCancelledError, UploadTimeoutError } from '../../../lib/upload-client';

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

/** `POST upload_file` through the one upload client. */
export const xhrUploader: Uploader = ({ file, purpose, fileName, overwrite, onProgress, signal, idleTimeoutMs }) =>
  sendFile<UploadAnswer>({
    path: UPLOAD_PATHS.upload,
    query: { purpose, overwrite: overwrite === true, fileName: fileName ?? file.name },
    file,
    onProgress,
    signal,
    idleTimeoutMs,
  });
