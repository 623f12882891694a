/**
 * A literal's rows are the same whichever way LowerTexts finds them — through the tokens (text-tokens.ts), through
 * the bytes, or from a snapshot — and the same as a plain `includes` over each row's lower-cased text.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LowerTexts, lowerLikeDatabase } from './lower-texts';
import { SnapshotReader, SnapshotWriter } from './snapshot-file';
import { withinOneToken } from './text-tokens';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lower-texts-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const WORDS = ['Kontrollplan', 'PLANRITNING', 'Förskola', 'İstanbul', 'Café', 'e\u0301tage', 'K-10-1002', 'Σκάλα'];
const ROWS = 10_000;

function textOf(n: number): string | null {
  if (n % 97 === 0) return null;
  const a = WORDS[n % WORDS.length] as string;
  const b = WORDS[(n * 7 + 3) % WORDS.length] as string;
  return `${a} ${n % 3 === 0 ? b.toLowerCase() : b}_${n % 250} plan ${a}`;
}

const LITERALS = [
  'plan',
  'förskola',
  'i',
  'istanbul',
  'café',
  'é',
  'e\u0301',
  '1002',
  'k-10',
  'plan 1',
  '_12',
  'σκάλα',
  'zz',
  '',
];

function bitsOf(texts: LowerTexts, literal: string, from = 0): number[] {
  const bits = new Uint32Array((texts.size + 31) >>> 5);
  texts.setMatches(literal, bits, from);
  const rows: number[] = [];
  for (let doc = 0; doc < texts.size; doc++) if ((bits[doc >>> 5] as number) & (1 << (doc & 31))) rows.push(doc);
  return rows;
}

function expected(literal: string, from = 0): number[] {
  const rows: number[] = [];
  for (let doc = from; doc < ROWS; doc++) if (lowerLikeDatabase(textOf(doc) ?? '').includes(literal)) rows.push(doc);
  return rows;
}

describe('LowerTexts', () => {
  const texts = new LowerTexts();
  for (let n = 0; n < ROWS; n++) texts.add(n, textOf(n));

  it('knows which literals the tokens can answer', () => {
    expect(['plan', 'förskola', 'e\u0301', '1002'].map(withinOneToken)).toEqual([true, true, true, true]);
    expect(['k-10', 'plan 1', '_12', ''].map(withinOneToken)).toEqual([false, false, false, false]);
  });

  it.each(LITERALS)('finds %j in the rows whose lower-cased text holds it', (literal) => {
    const lower = lowerLikeDatabase(literal);
    expect(bitsOf(texts, lower)).toEqual(expected(lower));
    // From a row on: the tokens for a long tail, the bytes for a short one.
    expect(bitsOf(texts, lower, 3_000)).toEqual(expected(lower, 3_000));
    expect(bitsOf(texts, lower, ROWS - 100)).toEqual(expected(lower, ROWS - 100));
  });

  it('answers the same from a snapshot, and goes on taking rows', async () => {
    const out = new SnapshotWriter();
    texts.saveTo(out, 'texts.');
    const file = path.join(dir, 'texts.idx');
    await out.writeTo(file);
    const reader = await SnapshotReader.open(file);
    if (!reader) throw new Error('no snapshot written');
    const restored = LowerTexts.restoreFrom(reader, 'texts.');
    for (const literal of LITERALS) expect(bitsOf(restored, literal)).toEqual(bitsOf(texts, literal));
    restored.add(ROWS, 'Kontrollplan nybygge');
    expect(bitsOf(restored, 'nybygge')).toEqual([ROWS]);
    expect(bitsOf(restored, 'kontrollplan').at(-1)).toBe(ROWS);
  });
});
