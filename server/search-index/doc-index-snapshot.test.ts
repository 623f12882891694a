/**
 * An index saved and read back (snapshot-file.ts) answers as the one it was saved from — searches, filters,
 * literals, placed rows — and goes on taking rows, changes and removals the same way afterwards.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocIndex, type IndexedRow } from './doc-index';
import { SnapshotReader, SnapshotWriter } from './snapshot-file';
import { codeTokensOf, wordsOf } from './words';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'index-snapshot-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const ATTRS = ['status', 'project', 'type'];
const NAMES = ['Planritning', 'Protokoll byggmöte', 'Kontrollplan PBL', 'Fasad mot väster', 'Radonmätning', 'El'];
const TYPES = ['Bygglov', 'Ritning', 'Protokoll', null];

/** A row shaped like a file's, from a small deterministic generator. */
function rowOf(n: number, seed: number): IndexedRow {
  const name = `${NAMES[(n * 7 + seed) % NAMES.length]} ${n % 13 === 0 ? `K-10-${n}` : ''} ${n}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    words: [...wordsOf(name), ...codeTokensOf(name)],
    attrs: {
      status: n % 5 === 0 ? 'wip' : 'published',
      project: `p${(n * 31 + seed) % 300}`,
      type: TYPES[(n + seed) % TYPES.length] ?? null,
    },
    fingerprint: n * 3 + seed,
    text: name,
  };
}

const lexeme = (w: string) => w !== 'i';

function answers(index: DocIndex): unknown[] {
  const out: unknown[] = [];
  const wip = index.scratch(0);
  index.rowsWith('status', [index.codeOf('status', 'wip') ?? -1], wip);
  for (const words of [[['plan']], [['protokoll'], ['byggm']], [['fasad']], [['el']], []])
    for (const constraints of [[], [wip.slice()]]) {
      out.push(index.search({ words, skip: 0, limit: 20, countCap: 500, constraints }));
      out.push(index.search({ words, skip: 40, limit: 5, countCap: 100, constraints }));
    }
  out.push(index.search({ words: [], codes: [['\u000210']], skip: 0, limit: 50, countCap: 1000 }));
  out.push([...index.textBits('radon')].slice(0, index.words32));
  out.push([...index.valuesIn('project')].length, index.valueOf('type', rowOf(77, 1).id), index.count);
  return out;
}

/** `index` saved to a file of its own, and that file opened again. */
async function saved(index: DocIndex): Promise<{ file: string; reader: SnapshotReader }> {
  const out = new SnapshotWriter();
  index.saveTo(out);
  const file = path.join(dir, `${Math.random()}.idx`);
  await out.writeTo(file);
  const reader = await SnapshotReader.open(file);
  if (!reader) throw new Error('no snapshot written');
  return { file, reader };
}

async function roundTrip(index: DocIndex): Promise<DocIndex> {
  return DocIndex.restoreFrom((await saved(index)).reader, ATTRS);
}

describe('DocIndex snapshots', () => {
  it('answers as the index it was saved from, and changes the same way afterwards', async () => {
    const index = new DocIndex(ATTRS);
    for (let n = 0; n < 3000; n++) index.append(rowOf(n, 0), lexeme);
    index.trim();
    // Renamed rows placed out of number order, removals and changed values before the save.
    for (let n = 0; n < 3000; n += 97) index.place(rowOf(n, 1), lexeme, rowOf(n + 5, 0).id);
    for (let n = 3; n < 3000; n += 211) index.remove(rowOf(n, 0).id);
    for (let n = 1; n < 3000; n += 50) index.updateAttrs(rowOf(n, 0).id, { ...rowOf(n, 0).attrs, status: 'wip' });

    const restored = await roundTrip(index);
    expect(restored.count).toBe(index.count);
    expect(restored.placedCount).toBe(index.placedCount);
    expect(answers(restored)).toEqual(answers(index));

    // The same changes to both: rows that join (past the saved arrays' room), move, change value and go.
    for (const target of [index, restored]) {
      for (let n = 3000; n < 5200; n++) target.append(rowOf(n, 0), lexeme);
      for (let n = 10; n < 5200; n += 301) target.place(rowOf(n, 2), lexeme, rowOf(n + 1, 0).id);
      for (let n = 7; n < 5200; n += 113) target.remove(rowOf(n, 0).id);
      for (let n = 2; n < 5200; n += 40) target.updateAttrs(rowOf(n, 0).id, { ...rowOf(n, 0).attrs, type: 'Ny typ' });
    }
    expect(answers(restored)).toEqual(answers(index));
    expect(answers(await roundTrip(restored))).toEqual(answers(index));
  });

  it("writes the rows' arrays only as far as rows fill them, and the restored index makes room again", async () => {
    const index = new DocIndex(ATTRS);
    // 2,100 rows in room for 4,096 (the arrays doubled at 1,024 and 2,048).
    for (let n = 0; n < 2100; n++) index.append(rowOf(n, 0), lexeme);
    const { reader } = await saved(index);
    const lengths = ['fingerprints', 'rowStart', 'alive', 'ids.parts', 'column.status.codes'].map(
      (name) => reader.array(name).length,
    );
    expect(lengths).toEqual([2100, 2101, Math.ceil(2100 / 32), 2100 * 4, 2100]);
    const restored = DocIndex.restoreFrom(reader, ATTRS);
    for (const target of [index, restored]) for (let n = 2100; n < 5000; n++) target.append(rowOf(n, 0), lexeme);
    expect(answers(restored)).toEqual(answers(index));
  });

  it("reads back rows' words kept at two bytes a word and at four", async () => {
    for (const rows of [100, 70_000]) {
      const index = new DocIndex(ATTRS);
      // Past 65,536 words the rows' words take four bytes each: every row a word of its own.
      for (let n = 0; n < rows; n++) index.append({ ...rowOf(n, 0), words: ['gemensam', `ord${n}x`] }, lexeme);
      const restored = await roundTrip(index);
      for (const n of [0, 99]) expect(restored.wordsOf(rowOf(n, 0).id)).toEqual(['gemensam', `ord${n}x`]);
      expect(answers(restored)).toEqual(answers(index));
    }
  });

  it('refuses a file cut short, damaged, or saved with other columns', async () => {
    const index = new DocIndex(ATTRS);
    for (let n = 0; n < 100; n++) index.append(rowOf(n, 0), lexeme);
    const { file, reader } = await saved(index);
    const whole = await fs.readFile(file);

    expect(() => DocIndex.restoreFrom(reader, ['status', 'project'])).toThrow(/other columns/);

    await fs.writeFile(file, whole.subarray(0, whole.length - 8));
    await expect(SnapshotReader.open(file)).rejects.toThrow(/cut short/);
    const flipped = Buffer.from(whole);
    flipped[flipped.length - 100] = (flipped[flipped.length - 100] as number) ^ 0xff;
    await fs.writeFile(file, flipped);
    await expect(SnapshotReader.open(file)).rejects.toThrow(/checksum/);
    await expect(SnapshotReader.open(path.join(dir, 'none.idx'))).resolves.toBeUndefined();
  });
});
