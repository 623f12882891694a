/**
 * How guessable a password is, by zxcvbn-ts with its common-password and English dictionaries (bundled; no
 * network). The server refuses a new password that scores below PASSWORD_MIN_SCORE, and the web app's meter shows
 * the same score. The dictionaries are a few megabytes: they are imported on first use, so neither the server's
 * start nor the web app's first paint carries them.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** 0 … 4; below 2 is fewer than a million guesses (the common passwords and their small variations). */
export const PASSWORD_MIN_SCORE = 2;

export interface PasswordScore {
  score: 0 | 1 | 2 | 3 | 4;
  /** Refused: among the common ones or too close to them (score below PASSWORD_MIN_SCORE). */
  tooCommon: boolean;
}

const CHECKED_LENGTH = 40;

let checker: Promise<ZxcvbnFactory> | undefined;

async function loadChecker(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
}

/** What zxcvbn is asked: the password's first characters and the person's own words. */
export function scoreInput(password: string, personal: readonly string[]): { password: string; words: string[] } {
  // zxcvbn's time grows fast with the length (a quarter second at 21 characters); a password common in its first
  // 40 characters is weak there, and one that is not is long enough.
  const words = personal.flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2);
  return { password: password.slice(0, CHECKED_LENGTH), words };
}

/** zxcvbn's score as the app reads it. */
export function passwordScore(score: number): PasswordScore {
  const clamped = Math.max(0, Math.min(4, Math.trunc(score))) as PasswordScore['score'];
  return { score: clamped, tooCommon: clamped < PASSWORD_MIN_SCORE };
}

/**
 * Scores a password; `personal` words (e-mail, names) count as guessable too. The web app's meter runs it in the
 * page; the server runs the same in a worker thread (server/lib/password-scorer.ts).
 */
export async function scorePassword(password: string, personal: readonly string[] = []): Promise<PasswordScore> {
  checker ??= loadChecker().catch((err: unknown) => {
    checker = undefined;
    throw err;
  });
  const zxcvbn = await checker;
  const input = scoreInput(password, personal);
  return passwordScore(zxcvbn.check(input.password, input.words).score);
}
