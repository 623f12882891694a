/**
 * The rows of a DocIndex (doc-index.ts) and how they join, change and leave: each row a document number given in
 * the list's sort order, its words in a TermDictionary, its column values as small integer codes, and the rows
 * placed out of number order (see `placedAfter`). What is read of them is doc-reads.ts's; the search doc-index.ts's.
 * One class chain, not parts held by reference: a search reads these arrays on `this`, as it did in one class.
 */
import { IdTable } from './id-table';
import { KeptBitmaps, WORD_BITMAPS } from './kept-bitmaps';
import { TextMatches } from './lower-texts';
import { ValueColumn } from './value-column';
import { TermDictionary } from './term-dictionary';

export interface IndexedRow {
  id: string;
  /** The row's words, folded and split (see `wordsOf`). */
  words: readonly string[];
  /** Filterable and visibility columns, each a string or null. */
  attrs: Readonly<Record<string, string | null>>;
  /** Changes when anything that places the row or its words changes (sort key, searched text). */
  fingerprint: number;
  /** The text a literal `$regex` on the name is matched in (see lower-texts.ts); absent: none. */
  text?: string | null;
}

const INITIAL_CAPACITY = 1024;

export class DocRows {
  protected size = 0;
  /** Row numbers by id and back. */
  protected numbers = new IdTable();
  protected alive: Uint32Array = new Uint32Array(INITIAL_CAPACITY >>> 5);
  protected fingerprints: Uint32Array = new Uint32Array(INITIAL_CAPACITY);
  protected readonly columns = new Map<string, ValueColumn>();
  protected readonly scratches: Uint32Array[] = [];
  /** Common words' rows as bitmaps (see `wordBits`). */
  protected readonly wordBitmaps = new KeptBitmaps(WORD_BITMAPS);
  /**
   * Each row's words (term numbers): row n's are `rowTerms[rowStart[n]]` up to `rowTerms[rowStart[n + 1]]`. Two
   * bytes a word while the index has fewer than 65,536 words (names' vocabulary, even a large organization's),
   * four from then on: 17 MB of a million files' 153 MB as four.
   */
  protected rowTerms: Uint16Array | Uint32Array = new Uint16Array(INITIAL_CAPACITY * 4);
  protected rowStart = new Uint32Array(INITIAL_CAPACITY + 1);
  /** Per term, during a search, which of the searched words (one bit each) it matches. */
  protected termMarks = new Uint8Array(0);
  readonly terms: TermDictionary;
  /** Each row's text (its name), searched by a literal `$regex`. */
  protected readonly texts: TextMatches;
  /** Counts changes: what was computed from the rows (a caller's visible set) holds while it stays. */
  version = 0;
  /**
   * Rows whose number is not their place in the order: a row that changed its words or its place (a rename), or
   * arrived older than the newest (parallel uploads committing out of order), is added at the end like any new
   * row but kept out of `alive`, and placed right after the row the database sorts before it. `placedAfter` maps
   * such a row to the row it follows (any row, live or gone, placed or not; -1: before every row), `placedNext`
   * the other way. A search visits them where they belong (see `search`); a compaction (a new load) puts them in
   * number order again.
   */
  protected readonly placedAfter = new Map<number, number>();
  protected readonly placedNext = new Map<number, number>();
  /** The placed rows in the order a search meets them (newest first), with the ordered row each follows. */
  protected placedOrder: { docs: number[]; anchors: number[] } | undefined;

  constructor(
    attrNames: readonly string[],
    restored?: { terms: TermDictionary; texts: TextMatches; columns: ReadonlyMap<string, ValueColumn> },
  ) {
    this.terms = restored?.terms ?? new TermDictionary();
    this.texts = restored?.texts ?? new TextMatches();
    for (const name of attrNames)
      this.columns.set(name, restored?.columns.get(name) ?? new ValueColumn(INITIAL_CAPACITY));
  }

  get count(): number {
    return this.numbers.size;
  }

  has(id: string): boolean {
    return this.numbers.get(id) !== undefined;
  }

  fingerprintOf(id: string): number | undefined {
    const doc = this.numbers.get(id);
    return doc === undefined ? undefined : this.fingerprints[doc];
  }

  /**
   * About how many bytes the index holds, as allocated: ids, words and their postings, each row's words, the
   * columns with their postings and bitmaps, the kept word bitmaps and the scratch bitmaps.
   */
  bytes(): number {
    let total =
      this.numbers.bytes() +
      this.terms.bytes() +
      this.alive.byteLength +
      this.fingerprints.byteLength +
      this.rowTerms.byteLength +
      this.rowStart.byteLength +
      this.termMarks.byteLength +
      this.texts.bytes();
    for (const bits of this.scratches) total += bits?.byteLength ?? 0;
    total += this.wordBitmaps.bytes();
    for (const column of this.columns.values()) total += column.bytes();
    return total;
  }

  /** Lets go of the room its lists grew into and no row took (after a full load: rows join one by one from then). */
  trim(): void {
    const used = this.rowStart[this.size] as number;
    if (this.rowTerms.length > used) this.rowTerms = this.rowTerms.slice(0, Math.max(used, 1));
    this.terms.trim();
    for (const column of this.columns.values()) column.trim(this.words32);
  }

  /** Rows placed out of number order (see `placedAfter`): a compaction is due when they grow many. */
  get placedCount(): number {
    return this.placedAfter.size;
  }

  /** Adds a row after every row already here in the sort order. */
  append(row: IndexedRow, isLexeme: (word: string) => boolean): void {
    if (this.has(row.id)) throw new Error(`row ${row.id} is already indexed`);
    this.addDoc(row, isLexeme);
  }

  /**
   * Indexes a row (a new one, or an indexed one whose words or place changed, which replaces it) right after the
   * row `afterId` in the sort order, or before every row when `afterId` is null. False, and nothing changed, when
   * `afterId` is not indexed: the caller cannot place the row.
   */
  place(row: IndexedRow, isLexeme: (word: string) => boolean, afterId: string | null): boolean {
    const anchor = afterId === null ? -1 : this.numbers.get(afterId);
    if (anchor === undefined || afterId === row.id) return false;
    this.remove(row.id);
    const doc = this.addDoc(row, isLexeme);
    this.alive[doc >>> 5] = (this.alive[doc >>> 5] as number) & ~(1 << (doc & 31));
    const next = this.placedNext.get(anchor);
    this.placedNext.set(anchor, doc);
    this.placedAfter.set(doc, anchor);
    if (next !== undefined) {
      this.placedNext.set(doc, next);
      this.placedAfter.set(next, doc);
    }
    this.placedOrder = undefined;
    return true;
  }

  /** Indexes `row` under the next number; answers that number. */
  protected addDoc(row: IndexedRow, isLexeme: (word: string) => boolean): number {
    const doc = this.size;
    this.version += 1;
    this.ensureCapacity(doc + 1);
    this.size += 1;
    this.numbers.add(row.id, doc);
    this.alive[doc >>> 5] = (this.alive[doc >>> 5] as number) | (1 << (doc & 31));
    this.fingerprints[doc] = row.fingerprint;
    this.texts.texts.add(doc, row.text ?? null);
    this.setAttrs(doc, row.attrs, true);
    let at = this.rowStart[doc] as number;
    if (at + row.words.length > this.rowTerms.length) {
      // Grown by an eighth once large: after a load's trim, the rows that join one by one need little room.
      const length = this.rowTerms.length;
      this.rowTerms = this.widened(Math.max(at + row.words.length, length + Math.max(length >>> 3, 1024)));
    }
    // A word given twice is listed once (`add` answers -1 for the repeat): no Set per row while loading.
    for (const word of row.words) {
      const term = this.terms.add(doc, word, word.length >= 3 || isLexeme(word));
      if (term > 0xffff && this.rowTerms instanceof Uint16Array)
        this.rowTerms = this.widened(this.rowTerms.length, true);
      if (term >= 0) this.rowTerms[at++] = term;
    }
    this.rowStart[doc + 1] = at;
    return doc;
  }

  /** `rowTerms` copied into `length` words, four bytes each once `wide` (or already). */
  private widened(length: number, wide = this.rowTerms instanceof Uint32Array): Uint16Array | Uint32Array {
    const grown = wide ? new Uint32Array(length) : new Uint16Array(length);
    grown.set(this.rowTerms);
    return grown;
  }

  /** A row whose words and place are unchanged (same fingerprint) takes its new column values. */
  updateAttrs(id: string, attrs: IndexedRow['attrs']): void {
    const doc = this.numbers.get(id);
    if (doc === undefined) return;
    this.version += 1;
    this.setAttrs(doc, attrs, false);
  }

  remove(id: string): void {
    const doc = this.numbers.get(id);
    if (doc === undefined) return;
    this.version += 1;
    this.numbers.delete(id);
    this.alive[doc >>> 5] = (this.alive[doc >>> 5] as number) & ~(1 << (doc & 31));
    const before = this.placedAfter.get(doc);
    if (before === undefined) return;
    // Out of its chain; the rows placed after it keep their place (they follow the row before it now).
    const next = this.placedNext.get(doc);
    if (next === undefined) this.placedNext.delete(before);
    else {
      this.placedNext.set(before, next);
      this.placedAfter.set(next, before);
    }
    this.placedNext.delete(doc);
    this.placedAfter.delete(doc);
    this.placedOrder = undefined;
  }

  /**
   * The placed rows newest first, each with the ordered row it follows: chains hang off rows that are not placed
   * themselves (or -1), and a chain is in ascending order from its anchor.
   */
  protected placedInOrder(): { docs: number[]; anchors: number[] } {
    if (this.placedOrder) return this.placedOrder;
    const heads = [...this.placedNext.keys()].filter((doc) => !this.placedAfter.has(doc)).sort((a, b) => b - a);
    const docs: number[] = [];
    const anchors: number[] = [];
    for (const head of heads) {
      const chain: number[] = [];
      for (let doc = this.placedNext.get(head); doc !== undefined; doc = this.placedNext.get(doc)) chain.push(doc);
      for (let i = chain.length - 1; i >= 0; i--) {
        docs.push(chain[i] as number);
        anchors.push(head);
      }
    }
    this.placedOrder = { docs, anchors };
    return this.placedOrder;
  }

  /** How many 32-bit words a bitmap over every row takes. */
  get words32(): number {
    return (this.size + 31) >>> 5;
  }

  /**
   * The `n`th of a few bitmaps over every row, zeroed from word `from` to `to` (the window a search looks at),
   * kept for reuse: valid until the next call for `n`. Slots 10 and up are `search`'s own (SEARCH_SCRATCH).
   */
  scratch(n: number, from = 0, to = this.words32): Uint32Array {
    let bits = this.scratches[n];
    if (!bits || bits.length < this.words32) {
      bits = new Uint32Array(this.words32 * 2);
      this.scratches[n] = bits;
    } else bits.fill(0, from, to);
    return bits;
  }

  protected column(attr: string): ValueColumn {
    const column = this.columns.get(attr);
    if (!column) throw new Error(`no column ${attr} in the search index`);
    return column;
  }

  /** Sets a row's column values: a new row (`fresh`) is listed under each; a row that changed value moves. */
  protected setAttrs(doc: number, attrs: IndexedRow['attrs'], fresh: boolean): void {
    for (const [name, column] of this.columns) column.set(doc, attrs[name] ?? null, fresh);
  }

  protected ensureCapacity(needed: number): void {
    if (needed <= this.fingerprints.length) return;
    const capacity = Math.max(needed, this.fingerprints.length * 2);
    const grow = (old: Uint32Array, length: number): Uint32Array<ArrayBuffer> => {
      const next = new Uint32Array(length);
      next.set(old);
      return next;
    };
    this.fingerprints = grow(this.fingerprints, capacity);
    this.rowStart = grow(this.rowStart, capacity + 1);
    this.alive = grow(this.alive, (capacity + 31) >>> 5);
    for (const column of this.columns.values()) column.grow(capacity);
  }
}
