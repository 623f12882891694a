import type { TFunction } from 'i18next';
// The regular expression behind the server's z.email(), without zod's schemas (they would weigh 22 KB on every form).
import { regexes } from 'zod/v4/core';
import { PASSWORD_MIN_LENGTH } from '../../common/limits';

/** Form rules with SPEC.md point 5 texts: "{label} är obligatoriskt", "{label} måste vara en giltlig email". */
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
    return regexes.email.test(value.trim()) ? null : t('common:validation.email', { label });
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
