import { PASSWORD_MIN_LENGTH } from '../../common/limits';

export const PASSWORD_CHECKS = [
  { id: 'length', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'uppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'digit', test: (value: string) => /\p{Nd}/u.test(value) },
  { id: 'special', test: (value: string) => /[^\p{L}\p{Nd}\s]/u.test(value) },
] as const;

export type PasswordCheckId = (typeof PASSWORD_CHECKS)[number]['id'];

/** 0–100: the share of the five checks the password passes. */
export function passwordStrength(value: string): number {
  if (!value) return 0;
  const passed = PASSWORD_CHECKS.filter((check) => check.test(value)).length;
  return Math.round((passed / PASSWORD_CHECKS.length) * 100);
}

export type StrengthLevel = 'weak' | 'fair' | 'strong';

export function strengthLevel(score: number): StrengthLevel {
  if (score >= 100) return 'strong';
  if (score >= 60) return 'fair';
  return 'weak';
}
