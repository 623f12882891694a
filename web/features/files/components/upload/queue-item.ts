import type { UploadAnswer } from '../../../../../common/api/upload';
import type { FileMessageKey } from '../../api/errors';
import type { CreateFileBody } from '../../api/use-file-mutations';
import type { FileKind } from '../../../../entities/file/kinds';
import type { FileStatus } from '../../../../../common/api/files';

export type Phase = 'rejected' | 'queued' | 'uploading' | 'uploaded' | 'saving' | 'done' | 'failed';

/** What the person fills in per file. */
export interface ItemFields {
  name: string;
  year: string | number;
  /** The document type (construction files) or drawing type (drawings). */
  type: string;
  info: string;
  drawingNumber: string;
  scale: string;
  status: FileStatus;
  project: string | null;
}

export interface FieldErrors {
  name?: string;
  year?: string;
  project?: string;
}

export interface QueueItem {
  key: string;
  file: File;
  fields: ItemFields;
  phase: Phase;
  loaded: number;
  total: number;
  /** Why the client refused the file before sending it. */
  rejection: FileMessageKey | null;
  /** Why the upload or the create call failed; translated when shown. */
  error: unknown;
  failedStage: 'upload' | 'create' | null;
  upload: UploadAnswer | null;
  fieldErrors: FieldErrors;
}

/** Items still to save: not refused by the checks and not saved yet. */
export function isPending(item: QueueItem): boolean {
  return item.phase !== 'rejected' && item.phase !== 'done';
}

function yearOf(value: string | number): number | null {
  const year = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(year) ? year : null;
}

/**
 * Whether an upload sends `overwrite=true`: only when this name was sent before from the modal (a retry after
 * a failure, or a file removed and chosen again) so the server may drop that earlier, never-claimed upload
 * at once instead of leaving it for the daily sweep. Never while another file of the same name is still in
 * the list: its upload is unclaimed too, and overwriting would take it away before it is saved.
 */
export function shouldOverwrite(item: QueueItem, items: readonly QueueItem[], sentNames: ReadonlySet<string>): boolean {
  if (!sentNames.has(item.file.name)) return false;
  return !items.some((other) => other.key !== item.key && isPending(other) && other.file.name === item.file.name);
}

/** The create call's body for an item whose upload has finished. */
export function createBody(kind: FileKind, fields: ItemFields, url: string): CreateFileBody {
  const base = { name: fields.name.trim(), project: fields.project ?? '', url, status: fields.status };
  return kind === 'constructionfile'
    ? { ...base, year: yearOf(fields.year), documentType: fields.type.trim() }
    : {
        ...base,
        drawingType: fields.type.trim(),
        info: fields.info.trim(),
        drawingNumber: fields.drawingNumber.trim(),
        scale: fields.scale.trim(),
      };
}
