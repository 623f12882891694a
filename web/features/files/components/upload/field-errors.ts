import type { TFunction } from 'i18next';
import { FILE_YEARS } from '../../../../../common/api/files';
import { fileMessage } from '../../api/errors';
import type { FieldErrors, ItemFields } from './queue-item';

export type CheckedField = keyof FieldErrors;

/** A year outside FILE_YEARS, said as the form's other errors are; an empty year is fine (it is optional). */
export function yearError(t: TFunction, value: string | number): string | undefined {
  if (value === '' || value === null) return undefined;
  const year = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(year) && year >= FILE_YEARS.min && year <= FILE_YEARS.max
    ? undefined
    : t('common:validation.range', { label: t('files:fields.year'), min: FILE_YEARS.min, max: FILE_YEARS.max });
}

/** What is wrong with one checked field of a file, or undefined. */
export function fieldError(t: TFunction, field: CheckedField, fields: ItemFields): string | undefined {
  if (field === 'name') return fields.name.trim() ? undefined : fileMessage(t, 'filenameEmpty');
  if (field === 'year') return yearError(t, fields.year);
  return fields.project ? undefined : t('common:validation.required', { label: t('files:fields.project') });
}

/** Every checked field of a file, as on saving. */
export function allFieldErrors(t: TFunction, fields: ItemFields): FieldErrors {
  return {
    name: fieldError(t, 'name', fields),
    year: fieldError(t, 'year', fields),
    project: fieldError(t, 'project', fields),
  };
}
