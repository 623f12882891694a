/** The index's own mechanics: order, AND of words, OR of extra ids, visibility, counting cap, removal, growth. */
import { describe, expect, it } from 'vitest';
import { DocIndex, type IndexedRow } from './doc-index';
import { codeTokensOf, wordsOf } from './words';

const row = (id: string, text: string, attrs: Record<string, string | null> = {}): IndexedRow => ({
  id,
  words: wordsOf(text),
  attrs: { kind: null, ...attrs },
  fingerprint: 1,
});

function indexOf(rows: IndexedRow[]) {
  const index = new DocIndex(['kind']);
  for (const r of rows) index.append(r, (w) => w !== 'i');
  return index;
}

const search = (index: DocIndex, words: string[][], extra: Partial<Parameters<DocIndex['search']>[0]> = {}) =>
  index.search({ words, skip: 0, limit: 10, countCap: 100, ...extra });

describe('DocIndex', () => {
  it('finds a code anywhere inside a code token, and a PDF stands in for the words but not for the codes', () => {
    const coded = (id: string, text: string) => ({
      ...row(id, text),
      words: [...wordsOf(text), ...codeTokensOf(text)],
    });
    const index = new DocIndex(['kind']);
    for (const r of [coded('a', 'Ritning A-1012'), coded('b', 'Protokoll 2012'), coded('c', 'Ritning 12b')])
      index.append(r, () => true);
    expect(search(index, [], { codes: [['\u000212']] }).ids).toEqual(['c', 'b', 'a']);
    expect(search(index, [['ritning']], { codes: [['\u0002101']] }).ids).toEqual(['a']);
    // "12" is no word: a code never matches a word, nor a word prefix a code token.
    expect(search(index, [['12']]).ids).toEqual([]);
    expect(search(index, [['ritning']], { codes: [['\u00022012']], alsoIds: ['b', 'c'] }).ids).toEqual(['b']);
  });

  it('answers in the order rows were added, newest (last) first', () => {
    const index = indexOf(Array.from({ length: 70 }, (_, i) => row(`r${i}`, i % 2 ? 'Planritning' : 'Protokoll')));
    expect(search(index, [['plan']]).ids).toEqual([
      'r69',
      'r67',
      'r65',
      'r63',
      'r61',
      'r59',
      'r57',
      'r55',
      'r53',
      'r51',
    ]);
    expect(search(index, [['plan']], { skip: 2, limit: 3 }).ids).toEqual(['r65', 'r63', 'r61']);
    expect(search(index, [['plan']]).counted).toBe(35);
  });

  it('looks at a window of the newest rows, and says whether what it found there holds for all', () => {
    const index = indexOf(Array.from({ length: 200 }, (_, i) => row(`r${i}`, i < 100 ? 'Avtal' : 'Plan avtal')));
    // Rows 128–199 (words 4–6): 72 of them, all "plan".
    const window = { fromWord: 4, limit: 5 };
    expect(search(index, [['plan']], { ...window, countCap: 50 })).toEqual({
      ids: ['r199', 'r198', 'r197', 'r196', 'r195'],
      counted: 51,
      complete: true,
    });
    expect(search(index, [['plan']], { ...window, countCap: 100 })).toMatchObject({ counted: 72, complete: false });
    expect(search(index, [['plan']], { countCap: 200 })).toMatchObject({ counted: 100, complete: true });
    expect(search(index, [['avtal']], { ...window, skip: 70, countCap: 500 }).ids).toEqual(['r129', 'r128']);
    // The rows below go on from the window's answer: the same as one search over every row.
    for (const [skip, countCap] of [
      [70, 500],
      [0, 50],
      [95, 120],
    ] as const) {
      const above = search(index, [['avtal']], { ...window, skip, countCap });
      const below = search(index, [['avtal']], { toWord: 4, carry: above, skip, limit: 5, countCap });
      expect(below).toEqual(search(index, [['avtal']], { skip, limit: 5, countCap }));
    }
  });

  it('needs every word, and counts past the cap only as far as the page', () => {
    const index = indexOf([
      row('a', 'Kontrollplan förskolan'),
      row('b', 'Kontrollplan skolan'),
      row('c', 'Tidplan förskolan'),
      ...Array.from({ length: 40 }, (_, i) => row(`x${i}`, 'Tidplan')),
    ]);
    expect(search(index, [['kontroll'], ['förskol']]).ids).toEqual(['a']);
    expect(search(index, [['plan']], { countCap: 10, limit: 5 }).counted).toBe(11);
    expect(search(index, [['plan']], { countCap: 10, skip: 20, limit: 5 }).counted).toBe(25);
  });

  it('adds rows that match otherwise (their PDF text), and leaves out what accept refuses or was removed', () => {
    const index = indexOf([
      row('a', 'Protokoll', { kind: 'x' }),
      row('b', 'Protokoll', { kind: 'y' }),
      row('c', 'Avtal'),
    ]);
    const x = index.scratch(0);
    index.rowsWith('kind', [index.codeOf('kind', 'x') ?? -1], x);
    expect(search(index, [['protokoll']], { constraints: [x] }).ids).toEqual(['a']);
    expect(search(index, [['protokoll']], { alsoIds: ['c', 'unknown'] }).ids).toEqual(['c', 'b', 'a']);
    index.remove('b');
    expect(search(index, [['protokoll']]).ids).toEqual(['a']);
    expect(index.has('b')).toBe(false);
  });

  it('finds part-words of three letters or more, and short words only when they are lexemes', () => {
    const index = indexOf([row('a', 'Elschema'), row('b', 'El i rum'), row('c', 'Ventilation')]);
    expect(search(index, [['el']]).ids).toEqual(['b', 'a']);
    expect(search(index, [['i']]).ids).toEqual(['c']);
    expect(search(index, [['ion']]).ids).toEqual(['c']);
    expect(search(index, [['on']]).ids).toEqual([]);
  });

  it("keeps a value's rows as postings or, once common, as a bitmap, through changes of value", () => {
    const index = new DocIndex(['kind']);
    for (let i = 0; i < 3000; i++) index.append(row(`r${i}`, 'Plan', { kind: i < 10 ? 'rare' : 'common' }), () => true);
    const rowsOf = (value: string) => {
      const bits = index.scratch(1);
      index.rowsWith('kind', [index.codeOf('kind', value) ?? -1], bits);
      return search(index, [['plan']], { constraints: [bits], countCap: 10_000 });
    };
    expect(rowsOf('rare').counted).toBe(10);
    expect(rowsOf('common').counted).toBe(2990); // now a bitmap
    index.updateAttrs('r2999', { kind: 'rare' });
    index.updateAttrs('r0', { kind: 'common' });
    expect(rowsOf('rare').ids[0]).toBe('r2999');
    expect(rowsOf('rare').counted).toBe(10);
    expect(rowsOf('common').ids[0]).toBe('r2998');
    expect(rowsOf('common').counted).toBe(2990);
  });

  it("reads a row's value back, an id's as any other's, and lists each value once with its code", () => {
    const project = (n: number) => `0000000${n}-aaaa-4bbb-8ccc-00000000000${n}`;
    const index = new DocIndex(['kind']);
    for (let i = 0; i < 9; i++)
      index.append(
        row(`r${i}`, 'Plan', { kind: i % 3 === 0 ? null : i % 3 === 1 ? project(i % 2) : 'Ritning' }),
        () => true,
      );
    expect(['r0', 'r1', 'r2', 'r4'].map((id) => index.valueOf('kind', id))).toEqual([
      null,
      project(1),
      'Ritning',
      project(0),
    ]);
    expect([...index.valuesIn('kind')]).toEqual([
      [project(1), 1],
      ['Ritning', 2],
      [project(0), 3],
    ]);
    expect(index.codeOf('kind', project(0))).toBe(3);
    expect(index.codeOf('kind', project(2))).toBeUndefined();
    expect(index.codeOf('kind', project(0).toUpperCase())).toBeUndefined();
  });

  it('grows past its first capacity with every column intact', () => {
    const index = new DocIndex(['kind']);
    for (let i = 0; i < 5000; i++)
      index.append(row(`r${i}`, `Dokument ${i % 3 ? 'plan' : 'avtal'}`, { kind: String(i % 7) }), () => true);
    const six = index.scratch(0);
    index.rowsWith('kind', [index.codeOf('kind', '6') ?? -1], six);
    const answer = search(index, [['avtal']], { constraints: [six], countCap: 10_000 });
    // i ≡ 0 (mod 3) and i ≡ 6 (mod 7): i ≡ 6 (mod 21), the last below 5000 being 4983.
    expect(answer.ids[0]).toBe('r4983');
    expect(answer.counted).toBe(
      Array.from({ length: 5000 }, (_, i) => i).filter((i) => i % 3 === 0 && i % 7 === 6).length,
    );
  });

  it("keeps each row's words at two bytes a word until there are 65,536 words, and at four from then on", () => {
    // Letters only (words are runs of letters), none a prefix of another: "ord" and four base-26 digits.
    const wordOf = (n: number) =>
      `ord${[17_576, 676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26))).join('')}`;
    const index = new DocIndex(['kind']);
    for (let n = 0; n < 70_000; n++) index.append(row(`r${n}`, `Gemensam ${wordOf(n)}`), () => true);
    // Protected: read here only to see that the rows' words did widen.
    expect((index as unknown as { rowTerms: unknown }).rowTerms).toBeInstanceOf(Uint32Array);
    for (const n of [0, 65_530, 69_999]) {
      expect(index.wordsOf(`r${n}`)).toEqual(['gemensam', wordOf(n)]);
      // A rare word leads and the common one is checked against the row's own words.
      expect(search(index, [[wordOf(n)], ['gemensam']]).ids).toEqual([`r${n}`]);
    }
  });

  it('answers the same whether a word is read as a kept bitmap (common) or row by row (rare), as rows come and go', () => {
    const index = new DocIndex(['kind']);
    const texts = ['Kontrollplan skolan', 'Protokoll skolan', 'Kontrollplan förskolan', 'Avtal'];
    const all: Array<{ id: string; text: string }> = [];
    const add = (n: number) => {
      for (let i = 0; i < n; i++) {
        const id = `r${all.length}`;
        // "förskolan" on one row in 50: rare (fewer rows than the index has 32-row words), the rest common.
        const text =
          all.length % 50 === 7
            ? 'Kontrollplan förskolan'
            : (texts[all.length % 4 === 2 ? 0 : all.length % 4] as string);
        all.push({ id, text });
        index.append(row(id, text), () => true);
      }
    };
    const expected = (words: string[][], gone: Set<string>) =>
      all
        .filter((r) => !gone.has(r.id) && words.every((g) => g.some((p) => wordsOf(r.text).some((w) => w.includes(p)))))
        .map((r) => r.id)
        .reverse();
    const gone = new Set<string>();
    const check = () => {
      for (const words of [[['plan']], [['skol']], [['plan'], ['skol']], [['förskol'], ['plan']], [['förskol']]]) {
        const answer = search(index, words, { skip: 3, limit: 4, countCap: 100_000 });
        const want = expected(words, gone);
        expect(answer.counted).toBe(want.length);
        expect(answer.ids).toEqual(want.slice(3, 7));
      }
    };
    add(2000);
    check();
    // Kept bitmaps take the rows added since; removed rows are left out.
    add(777);
    for (const id of ['r2776', 'r2775', 'r10', 'r1107']) {
      index.remove(id);
      gone.add(id);
    }
    check();
    // A count that stops at its cap in the middle of a 32-row word stops exactly there.
    expect(search(index, [['plan']], { countCap: 100 }).counted).toBe(101);
  });
});
