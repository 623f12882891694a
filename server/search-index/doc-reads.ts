/**
 * What is read of a DocIndex's rows (doc-rows.ts): a row's words and column values, a column's codes, and rows as
 * bitmaps — a value's, a text's, a common word's, the live rows — as callers (filter-bits.ts, the searches) and
 * the search itself (doc-index.ts, with the term marks below) read them.
 */
import { DocRows } from './doc-rows';

export class DocReads extends DocRows {
  /** The placed rows (see `placedAfter`), by number. */
  placedRows(): Iterable<number> {
    return this.placedAfter.keys();
  }

  /** The words row `id` was indexed with, each once (undefined when it is not indexed). */
  wordsOf(id: string): string[] | undefined {
    const doc = this.numbers.get(id);
    if (doc === undefined) return undefined;
    const words: string[] = [];
    for (let i = this.rowStart[doc] as number, end = this.rowStart[doc + 1] as number; i < end; i++)
      words.push(this.terms.wordOf(this.rowTerms[i] as number));
    return words;
  }

  /** Up to `n` ids of live rows spread over the whole index (a restored index is checked on them). */
  sampleIds(n: number): string[] {
    const ids: string[] = [];
    if (this.size === 0) return ids;
    const live = this.liveRows();
    const step = Math.max(1, Math.floor(this.size / n));
    for (let doc = (this.version * 7919) % step; doc < this.size && ids.length < n; doc += step) {
      for (let d = doc; d < Math.min(doc + step, this.size); d++)
        if (((live[d >>> 5] as number) & (1 << (d & 31))) !== 0) {
          ids.push(this.numbers.idOf(d));
          break;
        }
    }
    return ids;
  }

  /**
   * The value row `id` holds in column `attr` (null also when the row is not indexed). `override` of Object's own
   * `valueOf`, which TypeScript checks once the class extends another.
   */
  override valueOf(attr: string, id: string): string | null {
    const doc = this.numbers.get(id);
    if (doc === undefined) return null;
    const column = this.column(attr);
    return column.valueOf(column.codeAt(doc));
  }

  /** The code of row `doc`'s value in column `attr`. */
  codeAt(attr: string, doc: number): number {
    return this.column(attr).codeAt(doc);
  }

  /** The bitmap a common value keeps (see `rowsWith`), shared and read-only; undefined for a rarer one. */
  valueBitmap(attr: string, code: number): Uint32Array | undefined {
    return this.column(attr).bitmap(code, this.words32);
  }

  /**
   * Sets in `into` the bit of every row whose `attr` has one of `codes`. A value held by at least one row in 32
   * gets a bitmap of its own, kept up to date from then on, which costs a pass over N/32 words; rarer values
   * are read from their postings, which cost less than that pass.
   */
  rowsWith(attr: string, codes: Iterable<number>, into: Uint32Array, from = 0, to = this.words32): void {
    this.column(attr).rowsWith(codes, into, from, to, this.words32);
  }

  /** Sets in `into` the bit of each of these rows that is indexed (a project's own id, for its team). */
  setRows(ids: Iterable<string>, into: Uint32Array): void {
    for (const id of ids) {
      const doc = this.numbers.get(id);
      if (doc !== undefined) into[doc >>> 5] = (into[doc >>> 5] as number) | (1 << (doc & 31));
    }
  }

  /** The rows (placed ones too) whose text holds `literal`, lower-cased (lower-texts.ts); shared, read-only. */
  textBits(literal: string): Uint32Array {
    return this.texts.bits(literal, this.size, this.words32);
  }

  /** The values column `attr` has held, each with its code (code 0, null, is not listed). */
  valuesIn(attr: string): Iterable<[string, number]> {
    return this.column(attr).values();
  }

  /** Every live row, in number order or placed (see `placedAfter`), as a bitmap in scratch slot 7. */
  liveRows(): Uint32Array {
    const live = this.scratch(7);
    live.set(this.alive.subarray(0, this.words32));
    for (const doc of this.placedAfter.keys()) live[doc >>> 5] = (live[doc >>> 5] as number) | (1 << (doc & 31));
    return live;
  }

  /**
   * Whether a row set in `rows` has code `code` in column `attr`: a common value's bitmap is ANDed word by word
   * until one is found, a rarer value's postings are looked through.
   */
  anyRowWith(attr: string, code: number, rows: Uint32Array): boolean {
    return this.column(attr).anyRowWith(code, rows, this.words32);
  }

  /** The code of a value in a column; undefined when no row ever held it (so nothing matches it). */
  codeOf(attr: string, value: string | null): number | undefined {
    return value === null ? 0 : this.column(attr).codeOf(value);
  }

  /**
   * The rows a common word's prefixes match, as a bitmap over every row, kept for the next search (see
   * WORD_BITMAPS). Rows only ever join a word at the end (a row whose words change is indexed again under a new
   * number), so a kept bitmap is brought up to date with the rows added since.
   */
  protected wordBits(prefixes: readonly string[]): Uint32Array {
    return this.wordBitmaps.get(prefixes.join('\u0000'), this.size, this.words32, (bits, fromRow) => {
      for (const prefix of prefixes) this.terms.unionInto(bits, prefix, fromRow, this.size);
    });
  }

  /** The bitmaps as at most `n`: past that, the rest are ANDed first, over the window, into scratch `slot`. */
  protected atMost(arrays: Uint32Array[], n: number, slot: number, from: number, to: number) {
    if (arrays.length <= n) return arrays;
    const rest = this.scratch(slot, from, to);
    rest.set((arrays[n - 1] as Uint32Array).subarray(from, to), from);
    for (const bits of arrays.slice(n))
      for (let w = from; w < to; w++) rest[w] = (rest[w] as number) & (bits[w] as number);
    return [...arrays.slice(0, n - 1), rest];
  }

  /** Marks the terms each group's prefixes match with the group's bit (or clears them); the bits set. */
  protected markTerms(groups: readonly (readonly string[])[], clear = false): number {
    if (groups.length > 8) throw new Error('at most 8 other words are searched together');
    if (this.termMarks.length < this.terms.size) {
      const grown = new Uint8Array(this.terms.size * 2);
      grown.set(this.termMarks);
      this.termMarks = grown;
    }
    const marks = this.termMarks;
    groups.forEach((prefixes, i) => {
      for (const prefix of prefixes)
        for (const term of this.terms.termsMatching(prefix))
          marks[term] = clear ? 0 : (marks[term] as number) | (1 << i);
    });
    return clear ? 0 : (1 << groups.length) - 1;
  }

  /** Whether the row's own words match every marked group. */
  protected holdsAll(doc: number, every: number): boolean {
    const marks = this.termMarks;
    let seen = 0;
    for (let i = this.rowStart[doc] as number, end = this.rowStart[doc + 1] as number; i < end; i++) {
      seen |= marks[this.rowTerms[i] as number] as number;
      if (seen === every) return true;
    }
    return false;
  }
}
