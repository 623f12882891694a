import type { UpdateFileBody } from '../../api/use-file-mutations';
import { isDrawing, type AnyFile } from '../../../../entities/file/types';
import type { FileStatus } from '../../../../../common/api/files';

export interface EditValues {
  name: string;
  year: string | number;
  type: string;
  info: string;
  status: FileStatus;
  drawingNumber: string;
  scale: string;
}

export function valuesOf(file: AnyFile): EditValues {
  const common = { name: file.name, status: file.status };
  return isDrawing(file)
    ? {
        ...common,
        year: '',
        type: file.drawingType,
        info: file.info,
        drawingNumber: file.drawingNumber,
        scale: file.scale,
      }
    : { ...common, year: file.year ?? '', type: file.documentType, info: '', drawingNumber: '', scale: '' };
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
  if (values.status !== file.status) changes.status = values.status;
  if (isDrawing(file)) {
    if (values.type.trim() !== file.drawingType) changes.drawingType = values.type.trim();
    if (values.info.trim() !== file.info) changes.info = values.info.trim();
    if (values.drawingNumber.trim() !== file.drawingNumber) changes.drawingNumber = values.drawingNumber.trim();
    if (values.scale.trim() !== file.scale) changes.scale = values.scale.trim();
  } else {
    if (values.type.trim() !== file.documentType) changes.documentType = values.type.trim();
    if (yearOf(values.year) !== file.year) changes.year = yearOf(values.year);
  }
  return changes;
}
