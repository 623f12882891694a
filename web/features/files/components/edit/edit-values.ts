import type { UpdateFileBody } from '../../api/use-file-mutations';
import { isDrawing, type AnyFile } from '../../api/types';

export interface EditValues {
  name: string;
  year: string | number;
  type: string;
  info: string;
}

export function valuesOf(file: AnyFile): EditValues {
  return isDrawing(file)
    ? { name: file.name, year: '', type: file.drawingType, info: file.info }
    : { name: file.name, year: file.year ?? '', type: file.documentType, info: '' };
}

function yearOf(value: string | number): number | null {
  const year = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(year) ? year : null;
}

/** Only what changed is sent (PATCH), so an edit never overwrites a colleague's change to another field. */
export function changesOf(file: AnyFile, values: EditValues): UpdateFileBody {
  const changes: UpdateFileBody = {};
  const name = values.name.trim();
  if (name !== file.name) changes.name = name;
  if (isDrawing(file)) {
    if (values.type.trim() !== file.drawingType) changes.drawingType = values.type.trim();
    if (values.info.trim() !== file.info) changes.info = values.info.trim();
  } else {
    if (values.type.trim() !== file.documentType) changes.documentType = values.type.trim();
    if (yearOf(values.year) !== file.year) changes.year = yearOf(values.year);
  }
  return changes;
}
