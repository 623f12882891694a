import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../common/limits';
import type { PasswordScore } from '../../common/password-strength';

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

/**
 * The server's own strength estimate (zxcvbn-ts with its common-password dictionaries, common/password-strength.ts)
 * as the person types: null until the dictionaries have loaded (a lazy chunk, never in the first paint) and while
 * the value is empty. The server refuses what this calls `tooCommon`.
 */
export function usePasswordScore(value: string, personal: readonly string[] = []): PasswordScore | null {
  const [result, setResult] = useState<{ value: string; score: PasswordScore } | null>(null);
  const words = personal.join('\n');
  useEffect(() => {
    if (!value) return;
    let live = true;
    const timer = setTimeout(() => {
      void import('../../common/password-strength')
        .then((m) => m.scorePassword(value, words.split('\n')))
        .then((score) => live && setResult({ value, score }))
        .catch(() => undefined);
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, words]);
  return value && result?.value === value ? result.score : null;
}

/** 0–100 for the meter: zxcvbn's 0–4 once known, the checks' share until then. */
export function meterValue(value: string, score: PasswordScore | null): number {
  if (!value) return 0;
  return score ? Math.max(10, score.score * 25) : Math.min(passwordStrength(value), 50);
}

export function scoreLevel(score: PasswordScore | null, value: string): StrengthLevel {
  if (!score) return strengthLevel(Math.min(passwordStrength(value), 60));
  if (score.tooCommon) return 'weak';
  return score.score >= 3 ? 'strong' : 'fair';
}
