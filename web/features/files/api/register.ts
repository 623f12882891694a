/** The drawing register's calls (API.md §6 "Drawing register"): folder match and exports. */
import type { RegisterMatchAnswer } from '../../../../common/api/files';
import { REGISTER_PATHS } from '../../../../common/api/paths';
import { buildUrl, errorFromText } from '../../../lib/api-client';
import { sendFile } from '../../../lib/upload-client';
import { authHeaders } from './content';

/**
 * What a folder would do, from its file names alone: the dry run is sent with empty parts, so a preview of
 * 300 drawings costs a few kilobytes, not their gigabytes.
 */
export async function previewMatch(projectId: string, files: readonly File[]): Promise<RegisterMatchAnswer> {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([]), file.name);
  const response = await fetch(buildUrl(REGISTER_PATHS.match, { projectId, dryRun: 'true' }), {
    method: 'POST',
    headers: authHeaders(),
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw errorFromText(response.status, response.statusText, text);
  return JSON.parse(text) as RegisterMatchAnswer;
}

/** Stores one file of the folder as its drawing's next revision, with upload progress. */
export async function uploadMatched(
  projectId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<RegisterMatchAnswer> {
  return sendFile<RegisterMatchAnswer>({
    path: REGISTER_PATHS.match,
    query: { projectId, dryRun: 'false' },
    file,
    onProgress,
    signal,
  });
}

/** Downloads the register as CSV or XLSX (a few kilobytes: fetched with the session, then saved). */
export async function downloadRegister(projectId: string, format: 'csv' | 'xlsx', fileName: string): Promise<void> {
  const path = format === 'csv' ? REGISTER_PATHS.csv : REGISTER_PATHS.xlsx;
  const response = await fetch(buildUrl(path, { projectId }), { headers: authHeaders() });
  if (!response.ok) throw errorFromText(response.status, response.statusText, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
