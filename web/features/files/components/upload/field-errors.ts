import type { TFunction } from 'i18next';
import { fileMessage } from '../../api/errors';
import type { FieldErrors, ItemFields } from './queue-item';

export type CheckedField = keyof FieldErrors;

/** What is wrong with one required field of a file, or undefined. */
export function fieldError(t: TFunction, field: CheckedField, fields: ItemFields): string | undefined {
  if (field === 'name') return fields.name.trim() ? undefined : fileMessage(t, 'filenameEmpty');
  return fields.project ? undefined : t('common:validation.required', { label: t('files:fields.project') });
}

/** Every required field of a file checked, as on saving. */
export function allFieldErrors(t: TFunction, fields: ItemFields): FieldErrors {
  return { name: fieldError(t, 'name', fields), project: fieldError(t, 'project', fields) };
}
