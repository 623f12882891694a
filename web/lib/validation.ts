import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '../../common/limits';
import { EMAIL_PATTERN } from '../../common/regex';

/** Form rules with docs/product.md point 5 texts: "{label} är obligatoriskt", "{label} måste vara en giltlig email". */
type Rule<V> = (value: V) => string | null;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || value === false;
}

export function required(t: TFunction, label: string): Rule<unknown> {
  return (value) => (isBlank(value) ? t('common:validation.required', { label }) : null);
}

export function email(t: TFunction, label: string): Rule<string> {
  return (value) => {
    if (isBlank(value)) return t('common:validation.required', { label });
    return EMAIL_PATTERN.test(value.trim()) ? null : t('common:validation.email', { label });
  };
}

/** The server's rule (at least 8 characters); the other checks of the strength meter are advice. */
export function password(t: TFunction, label: string): Rule<string> {
  return (value) => {
    if (isBlank(value)) return t('common:validation.required', { label });
    return value.length < PASSWORD_MIN_LENGTH ? t('errors:passwordTooShort') : null;
  };
}

export function matches<V extends object>(t: TFunction, other: keyof V) {
  return (value: unknown, values: V): string | null =>
    value === values[other] ? null : t('errors:passwordsMustMatch');
}
