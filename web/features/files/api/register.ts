/** The drawing register's calls (docs/api.md §6 "Drawing register"): folder match and exports. */
import type { RegisterMatchAnswer } from '../../../../common/api/files';
import { MAX_REGISTER_PARTS } from '../../../../common/limits';
import { REGISTER_PATHS } from '../../../../common/api/paths';
import { buildUrl, errorFromText } from '../../../lib/api-client';
import { sendFile } from '../../../lib/upload-client';
import { authHeaders } from '../../../entities/file/content';

/**
 * What a folder would do, from its file names alone: the dry run is sent with empty parts, so a preview of
 * 300 drawings costs a few kilobytes, not their gigabytes. A request carries at most MAX_REGISTER_PARTS files, so
 * a larger folder goes in batches, one after another, and their answers are joined in the folder's order.
 */
export async function previewMatch(projectId: string, files: readonly File[]): Promise<RegisterMatchAnswer> {
  const answers: RegisterMatchAnswer[] = [];
  for (let start = 0; start < files.length; start += MAX_REGISTER_PARTS)
    answers.push(await previewBatch(projectId, files.slice(start, start + MAX_REGISTER_PARTS)));
  return {
    success: true,
    dryRun: true,
    matched: answers.flatMap((answer) => answer.matched),
    unmatched: answers.flatMap((answer) => answer.unmatched),
  };
}

async function previewBatch(projectId: string, files: readonly File[]): Promise<RegisterMatchAnswer> {
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
