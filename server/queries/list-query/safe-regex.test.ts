/**
 * The accepted `$regex` subset: what clients send stays accepted, every construct that can make a matcher
 * backtrack or blow up is refused, and what is accepted compiles alike in PostgreSQL (either database) and
 * JavaScript, and matches in time proportional to the text.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeRegex } from '../../../common/regex';
import { rowsOf, type Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { checkRegex, MAX_REGEX_LENGTH } from './safe-regex';

/** What the web app and API clients send, and the ordinary regex a person writes. */
const ACCEPTED = [
  'protokoll',
  escapeRegex('Skala 1:100 (rev. A) + bilaga [2]'),
  escapeRegex('a{b}c $5 ^x | y?*'),
  '^Prefix',
  'slut$',
  '^K-50\\.4$',
  '.*',
  'plan.*ritning',
  '[0-9]+',
  '[^a-zåäö]',
  '[A-Za-z0-9_.-]+@',
  '[\\d.,]+',
  '[\\]\\[]',
  'a|b',
  '^(skola|förskola)',
  '(?:jpg|pdf)$',
  '(jpg|pdf)?$',
  '\\d{4}-\\d{2}-\\d{2}',
  '[0-9]{1,3}',
  'x{2,}',
  '(ab){50}',
  'a.*?b',
  '\\w+\\s\\S\\W\\D',
  'a{b',
  'a{,3}',
  '}',
  ']',
  '{draft}',
  '((a))',
  '()',
  'ritning 🏗 [å-ö]',
];

/** A pattern, and a fragment of the refusal's reason. */
const REFUSED: Array<[string, 'invalid' | 'unsupported', RegExp]> = [
  ['^(a*)(a*)(a*)(a*)(a*)(a*)\\6\\5\\4\\3\\2\\1ab$', 'unsupported', /back-reference \(\\6\)/],
  ['(a)\\1', 'unsupported', /back-reference \(\\1\)/],
  ['(?<x>a)\\k<x>', 'unsupported', /named group/],
  ['a\\k<x>', 'unsupported', /back-reference \(\\k\)/],
  ['(?=a)b', 'unsupported', /lookahead/],
  ['(?!a)b', 'unsupported', /lookahead/],
  ['(?<=a)b', 'unsupported', /lookbehind/],
  ['(?<!a)b', 'unsupported', /lookbehind/],
  ['(?i)abc', 'unsupported', /embedded options.*\$options "i"/],
  ['(?x)a b', 'unsupported', /embedded options/],
  ['(?#comment)a', 'unsupported', /embedded options/],
  ['(a*)*', 'unsupported', /group that itself repeats \(\(a\*\)\*\)/],
  ['(a+)+b', 'unsupported', /group that itself repeats/],
  ['(a+)?', 'unsupported', /group that itself repeats/],
  ['((a)*){2}', 'unsupported', /group that itself repeats/],
  ['(?:\\d+\\.)*', 'unsupported', /group that itself repeats/],
  ['(a|aa)*', 'unsupported', /group of alternatives/],
  ['(a|b)+', 'unsupported', /group of alternatives/],
  ['((a|b)){2,3}', 'unsupported', /group of alternatives/],
  ['a{101}', 'unsupported', /more than 100 times/],
  ['a{1,1000}', 'unsupported', /more than 100 times/],
  ['(abcdefghijk){100}', 'unsupported', /repeats too much/],
  [
    '[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[a-z]{100}[0-9]',
    'unsupported',
    /repeats too much/,
  ],
  ['a'.repeat(MAX_REGEX_LENGTH + 1), 'unsupported', /longer than 200/],
  ['\\bord', 'unsupported', /escape \\b/],
  ['\\y', 'unsupported', /escape \\y/],
  ['\\x41', 'unsupported', /escape \\x/],
  ['\\u0041', 'unsupported', /escape \\u/],
  ['\\0', 'unsupported', /escape \\0/],
  ['[\\D]', 'unsupported', /inside brackets/],
  ['[[:alpha:]]', 'unsupported', /POSIX bracket/],
  ['[[=a=]]', 'unsupported', /POSIX bracket/],
  ['(', 'invalid', /never closed/],
  ['a)', 'invalid', /\) without its \(/],
  ['[abc', 'invalid', /never closed/],
  ['[]', 'invalid', /empty character class/],
  ['[z-a]', 'invalid', /out of order/],
  ['[a-\\d]', 'invalid', /ends in a class escape/],
  ['*a', 'invalid', /nothing to repeat/],
  ['a|*', 'invalid', /nothing to repeat/],
  ['^*', 'invalid', /nothing to repeat/],
  ['{2}', 'invalid', /nothing to repeat/],
  ['***=a', 'invalid', /nothing to repeat/],
  ['a**', 'invalid', /quantifier after a quantifier/],
  ['a+*', 'invalid', /quantifier after a quantifier/],
  ['a{2}{3}', 'invalid', /quantifier after a quantifier/],
  ['a{3,2}', 'invalid', /out of order/],
  ['a{3', 'invalid', /unfinished repetition/],
  ['abc\\', 'invalid', /lone backslash/],
];

describe('checkRegex', () => {
  it.each(ACCEPTED)('accepts %s', (pattern) => {
    expect(checkRegex(pattern)).toBeUndefined();
  });

  it.each(REFUSED)('refuses %s', (pattern, kind, reason) => {
    const refusal = checkRegex(pattern);
    expect(refusal?.kind).toBe(kind);
    expect(refusal?.reason).toMatch(reason);
    if (kind === 'unsupported') expect(refusal?.reason).toMatch(/not supported/);
  });
});

describe('the accepted subset on the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
  });
  afterAll(async () => {
    await database.close();
  });

  const matches = async (text: string, pattern: string): Promise<boolean> => {
    const [row] = rowsOf<{ m: boolean }>(await database.db.execute(sql`select ${text} ~* ${pattern} as m`));
    return row?.m ?? false;
  };

  it('compiles every accepted pattern in PostgreSQL and JavaScript alike', async () => {
    for (const pattern of ACCEPTED) {
      expect(() => new RegExp(pattern), pattern).not.toThrow();
      await expect(matches('ritning', pattern), pattern).resolves.toBeTypeOf('boolean');
    }
  });

  it('matches the hostile text quickly once back-references are gone', async () => {
    // The name: 150 a and a b. With \6…\1 PostgreSQL backtracked for over a minute; without them the
    // same groups are matched by automata, in microseconds.
    const name = `${'a'.repeat(150)}b`;
    const started = performance.now();
    expect(await matches(name, '^(a*)(a*)(a*)(a*)(a*)(a*)ab$')).toBe(true);
    expect(await matches(name, '^(a*)(a*)(a*)(a*)(a*)(a*)c$')).toBe(false);
    expect(await matches(name.repeat(60), `^${'(a*)'.repeat(40)}c$`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
