/**
 * One table's rows as an in-memory search index: each row a document number given in the list's sort order
 * (`createdAt, name, id` ascending, as the database sorts them), its words in a TermDictionary, and the columns
 * that decide who sees it and what a filter keeps as small integer codes. A search is a few bitmaps: the rows
 * each word matches, ANDed, walked from the newest down until the page is full and the total is counted up to
 * its cap — a million rows cost what a page does, where the database's bitmap of every match did not.
 */
import { IdTable } from './id-table';
import { LowerTexts, TextMatches } from './lower-texts';
import { ValueColumn } from './value-column';
import { TermDictionary } from './term-dictionary';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

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

export interface DocQuery {
  /** Per searched word, its prefixes (any of them); every word must match. */
  words: readonly (readonly string[])[];
  /** Rows that match whatever their words (their PDF's text holds every word), when they also match `codes`. */
  alsoIds?: readonly string[];
  /** Per searched code, its group (CODE in term-dictionary.ts); every code must match, as every word must. */
  codes?: readonly (readonly string[])[];
  /** Bitmaps a row must be set in, each (the rows the caller sees, the filter's); none: every row. */
  constraints?: readonly Uint32Array[];
  /**
   * The window searched, in 32-row words: from `fromWord` up to `toWord` (exclusive; the newest row's word + 1
   * when absent). The newest rows are searched first; a broad search finds its page and its capped count among
   * them (see `complete`), a narrower one goes on below with `carry`.
   */
  fromWord?: number;
  toWord?: number;
  /** The answer of the window just above this one, which this one goes on from. */
  carry?: DocAnswer;
  skip: number;
  limit: number;
  /** Count no further than this + 1: past it the total is a lower bound. */
  countCap: number;
}

export interface DocAnswer {
  ids: string[];
  /** Matches counted: exact when ≤ countCap, otherwise countCap + 1 or the page's end, whichever is further. */
  counted: number;
  /** Whether the answer holds for the whole index: enough matches were counted, or every row was looked at. */
  complete: boolean;
}

const INITIAL_CAPACITY = 1024;
/** The scratch bitmaps `search` uses itself; callers use slots below these (see `scratch`). */
const SEARCH_SCRATCH = { matched: 10, extra: 11, words: 12, kept: 13 };
/** Common words kept as bitmaps: at a million rows each takes 125 kB. */
const WORD_BITMAPS_KEPT = 128;

/** How many bits are set in a 32-bit word. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export class DocIndex {
  private size = 0;
  /** Row numbers by id and back. */
  private numbers = new IdTable();
  private alive: Uint32Array = new Uint32Array(INITIAL_CAPACITY >>> 5);
  private fingerprints: Uint32Array = new Uint32Array(INITIAL_CAPACITY);
  private readonly columns = new Map<string, ValueColumn>();
  private readonly scratches: Uint32Array[] = [];
  /** Common words' rows as bitmaps, most recently used last (see `wordBits`). */
  private readonly wordBitmaps = new Map<string, { bits: Uint32Array; upTo: number }>();
  /** Each row's words (term numbers): row n's are `rowTerms[rowStart[n]]` up to `rowTerms[rowStart[n + 1]]`. */
  private rowTerms = new Uint32Array(INITIAL_CAPACITY * 4);
  private rowStart = new Uint32Array(INITIAL_CAPACITY + 1);
  /** Per term, during a search, which of the searched words (one bit each) it matches. */
  private termMarks = new Uint8Array(0);
  readonly terms: TermDictionary;
  /** Each row's text (its name), searched by a literal `$regex`. */
  private readonly texts: TextMatches;
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
  private readonly placedAfter = new Map<number, number>();
  private readonly placedNext = new Map<number, number>();
  /** The placed rows in the order a search meets them (newest first), with the ordered row each follows. */
  private placedOrder: { docs: number[]; anchors: number[] } | undefined;

  constructor(
    attrNames: readonly string[],
    restored?: { terms: TermDictionary; texts: TextMatches; columns: ReadonlyMap<string, ValueColumn> },
  ) {
    this.terms = restored?.terms ?? new TermDictionary();
    this.texts = restored?.texts ?? new TextMatches();
    for (const name of attrNames)
      this.columns.set(name, restored?.columns.get(name) ?? new ValueColumn(INITIAL_CAPACITY));
  }

  /**
   * Hands every part of the index to a snapshot (snapshot-file.ts); what is only a cache of them (kept word and
   * text bitmaps, scratch space) is made again on use. Nothing may change the index until the file is written.
   */
  saveTo(out: SnapshotWriter): void {
    out.value('rows', { size: this.size, attrs: [...this.columns.keys()] });
    out.array('alive', this.alive);
    out.array('fingerprints', this.fingerprints);
    out.array('rowTerms', this.rowTerms.subarray(0, this.rowStart[this.size] as number));
    out.array('rowStart', this.rowStart);
    out.value('placed', [...this.placedAfter]);
    this.numbers.saveTo(out, 'ids.');
    this.terms.saveTo(out, 'terms.');
    this.texts.texts.saveTo(out, 'texts.');
    for (const [name, column] of this.columns) column.saveTo(out, `column.${name}.`);
  }

  /** The index a snapshot holds (see `saveTo`), with these columns; throws when its parts do not fit together. */
  static restoreFrom(from: SnapshotReader, attrNames: readonly string[]): DocIndex {
    const { size, attrs } = from.value<{ size: number; attrs: string[] }>('rows');
    if (attrs.join() !== attrNames.join()) throw new Error('the snapshot has other columns');
    const columns = new Map(attrNames.map((name) => [name, ValueColumn.restoreFrom(from, `column.${name}.`)]));
    const texts = new TextMatches(LowerTexts.restoreFrom(from, 'texts.'));
    const index = new DocIndex(attrNames, { terms: TermDictionary.restoreFrom(from, 'terms.'), texts, columns });
    index.size = size;
    index.numbers = IdTable.restoreFrom(from, 'ids.');
    index.alive = from.uint32('alive');
    index.fingerprints = from.uint32('fingerprints');
    index.rowTerms = from.uint32('rowTerms');
    index.rowStart = from.uint32('rowStart');
    const capacity = index.fingerprints.length;
    if (
      size > capacity ||
      index.rowStart.length !== capacity + 1 ||
      index.alive.length < (capacity + 31) >>> 5 ||
      index.rowTerms.length !== index.rowStart[size] ||
      texts.texts.size !== size ||
      [...columns.values()].some((column) => column.capacity < capacity)
    )
      throw new Error('the snapshot does not fit together');
    for (const [doc, anchor] of from.value<Array<[number, number]>>('placed')) {
      index.placedAfter.set(doc, anchor);
      index.placedNext.set(anchor, doc);
    }
    return index;
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
    for (const { bits } of this.wordBitmaps.values()) total += bits.byteLength;
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
  private addDoc(row: IndexedRow, isLexeme: (word: string) => boolean): number {
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
      const grown = new Uint32Array(Math.max(at + row.words.length, length + Math.max(length >>> 3, 1024)));
      grown.set(this.rowTerms);
      this.rowTerms = grown;
    }
    // A word given twice is listed once (`add` answers -1 for the repeat): no Set per row while loading.
    for (const word of row.words) {
      const term = this.terms.add(doc, word, word.length >= 3 || isLexeme(word));
      if (term >= 0) this.rowTerms[at++] = term;
    }
    this.rowStart[doc + 1] = at;
    return doc;
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

  /** The value row `id` holds in column `attr` (null also when the row is not indexed). */
  valueOf(attr: string, id: string): string | null {
    const doc = this.numbers.get(id);
    if (doc === undefined) return null;
    const code = this.codeAt(attr, doc);
    for (const [value, c] of this.column(attr).dictionary) if (c === code) return value;
    return null;
  }

  /** The code of row `doc`'s value in column `attr`. */
  codeAt(attr: string, doc: number): number {
    return this.column(attr).codeAt(doc);
  }

  /**
   * The placed rows newest first, each with the ordered row it follows: chains hang off rows that are not placed
   * themselves (or -1), and a chain is in ascending order from its anchor.
   */
  private placedInOrder(): { docs: number[]; anchors: number[] } {
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
  valuesIn(attr: string): ReadonlyMap<string, number> {
    return this.column(attr).dictionary;
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
    return value === null ? 0 : this.column(attr).dictionary.get(value);
  }

  /**
   * The matches of a query, newest first: the page's ids and the count (see DocQuery, DocAnswer). A searched
   * word held by at least one row in 32 is read as a bitmap of its rows over the whole index, kept (see
   * `wordBits`): the walk ANDs whole 32-row words and counts them by their bits, touching single rows only on
   * the page. A rarer word leads when there is one: its rows in the window are the candidates, walked from the
   * newest down, and the other rare words are checked against each candidate's own words — a narrow search
   * costs its rarest word's rows, not every row each of its words matches.
   */
  search(query: DocQuery): DocAnswer {
    const words32 = this.words32;
    const to = Math.min(query.toWord ?? words32, words32);
    const from = Math.min(query.fromWord ?? 0, to);
    const firstDoc = from << 5;
    const endDoc = to << 5;
    const groups = [...query.words, ...(query.codes ?? [])];
    const sizes = groups.map((prefixes) => this.terms.postingsOf(prefixes));
    const rare = groups.filter((_, i) => (sizes[i] as number) < words32);
    const lead = rare.length ? groups[sizes.indexOf(Math.min(...sizes))] : undefined;
    const bitmaps = groups.filter((_, i) => (sizes[i] as number) >= words32).map((g) => this.wordBits(g));
    if (groups.length === 0 && !query.alsoIds?.length) {
      // No words: a filter's list (filter-bits.ts), every row its constraints keep.
      bitmaps.push(this.alive);
    } else if (lead || groups.length === 0) {
      // One bitmap for the window, reused: a search runs in one synchronous pass, so none runs alongside.
      const matched = this.scratch(SEARCH_SCRATCH.matched, from, to);
      for (const prefix of lead ?? []) this.terms.unionInto(matched, prefix, firstDoc, endDoc);
      bitmaps.unshift(matched);
    }
    let extra: Uint32Array | undefined;
    // A PDF stands in for the words, not for the codes: its file must hold them.
    const codes = query.alsoIds?.length ? (query.codes ?? []) : [];
    const everyCode = this.markTerms(codes);
    try {
      for (const id of query.alsoIds ?? []) {
        const doc = this.numbers.get(id);
        if (doc === undefined || doc < firstDoc || doc >= endDoc) continue;
        if (everyCode !== 0 && !this.holdsAll(doc, everyCode)) continue;
        extra ??= this.scratch(SEARCH_SCRATCH.extra, from, to);
        extra[doc >>> 5] = (extra[doc >>> 5] as number) | (1 << (doc & 31));
      }
    } finally {
      this.markTerms(codes, true);
    }
    // Placed rows in the window that match, newest first (each visited right before its anchor's row).
    const placed = this.placedMatches(query, groups, codes, firstDoc, endDoc);
    const others = rare.filter((g) => g !== lead);
    const every = this.markTerms(others);
    // Fixed slots, each tested for being there: the walk's loop stays tight (a loop over a list per 32 rows
    // cost twice as much).
    const [w0, w1, w2] = this.atMost(bitmaps, 3, SEARCH_SCRATCH.words, from, to) as [Uint32Array, ...Uint32Array[]];
    const [k0, k1, k2] = this.atMost([this.alive, ...(query.constraints ?? [])], 3, SEARCH_SCRATCH.kept, from, to) as [
      Uint32Array,
      ...Uint32Array[],
    ];
    const ids = [...(query.carry?.ids ?? [])];
    const end = query.skip + query.limit;
    const enough = Math.max(query.countCap + 1, end);
    let counted = query.carry?.counted ?? 0;
    const take = (doc: number) => {
      if (counted >= query.skip && counted < end) ids.push(this.numbers.idOf(doc));
      counted += 1;
    };
    let p = 0;
    try {
      outer: for (let w = to - 1; w >= from && counted < enough; w--) {
        const base = w << 5;
        // Placed rows that belong above this 32-row word, then whether one belongs inside it.
        for (; p < placed.docs.length && (placed.anchors[p] as number) >= base + 32; p++) {
          take(placed.docs[p] as number);
          if (counted >= enough) break outer;
        }
        const placedHere = p < placed.docs.length && (placed.anchors[p] as number) >= base;
        let found = w0[w] as number;
        if (w1 !== undefined) found &= w1[w] as number;
        if (w2 !== undefined) found &= w2[w] as number;
        if (extra !== undefined) found |= extra[w] as number;
        found &= k0[w] as number;
        if (k1 !== undefined) found &= k1[w] as number;
        if (k2 !== undefined) found &= k2[w] as number;
        if (found === 0 && !placedHere) continue;
        if (every === 0 && !placedHere) {
          // Off the page, a word's matches are only counted.
          const n = bitCount(found);
          if (counted + n <= query.skip || counted >= end) {
            counted = Math.min(counted + n, enough);
            continue;
          }
        }
        while (found !== 0) {
          const bit = 31 - Math.clz32(found);
          found &= ~(1 << bit);
          const doc = base | bit;
          for (; p < placed.docs.length && (placed.anchors[p] as number) >= doc; p++) {
            take(placed.docs[p] as number);
            if (counted >= enough) break outer;
          }
          const isExtra = extra !== undefined && ((extra[w] as number) & (1 << bit)) !== 0;
          if (every !== 0 && !isExtra && !this.holdsAll(doc, every)) continue;
          take(doc);
          if (counted >= enough) break outer;
        }
        for (; p < placed.docs.length && (placed.anchors[p] as number) >= base; p++) {
          take(placed.docs[p] as number);
          if (counted >= enough) break outer;
        }
      }
      // Those placed before every row.
      if (from === 0) for (; p < placed.docs.length && counted < enough; p++) take(placed.docs[p] as number);
    } finally {
      this.markTerms(others, true);
    }
    return { ids, counted, complete: from === 0 || counted >= enough };
  }

  /**
   * The placed rows (see `placedAfter`) whose place is in the window and that match the query: in every
   * constraint's bitmap at their own number, holding every word and code (or, as `alsoIds`, every code). Few
   * (a compaction puts them in order), so each is checked on its own.
   */
  private placedMatches(
    query: DocQuery,
    groups: readonly (readonly string[])[],
    codes: readonly (readonly string[])[],
    firstDoc: number,
    endDoc: number,
  ): { docs: number[]; anchors: number[] } {
    if (this.placedAfter.size === 0) return { docs: [], anchors: [] };
    const order = this.placedInOrder();
    const docs: number[] = [];
    const anchors: number[] = [];
    for (let i = 0; i < order.docs.length; i++) {
      const anchor = order.anchors[i] as number;
      if (anchor >= endDoc || (anchor < firstDoc && !(anchor === -1 && firstDoc === 0))) continue;
      const doc = order.docs[i] as number;
      const bit = 1 << (doc & 31);
      if ((query.constraints ?? []).some((bits) => ((bits[doc >>> 5] as number) & bit) === 0)) continue;
      docs.push(doc);
      anchors.push(anchor);
    }
    if (docs.length === 0 || groups.length === 0) return { docs, anchors };
    const inside = new Set<number>();
    for (const id of query.alsoIds ?? []) {
      const doc = this.numbers.get(id);
      if (doc !== undefined && this.placedAfter.has(doc)) inside.add(doc);
    }
    const holds = (list: readonly (readonly string[])[], candidates: readonly number[]) => {
      let kept = candidates;
      for (let at = 0; at < list.length; at += 8) {
        const chunk = list.slice(at, at + 8);
        const mask = this.markTerms(chunk);
        try {
          kept = kept.filter((doc) => this.holdsAll(doc, mask));
        } finally {
          this.markTerms(chunk, true);
        }
      }
      return new Set(kept);
    };
    const byWords = holds(groups, docs);
    const byPdf = holds(
      codes,
      docs.filter((doc) => inside.has(doc)),
    );
    const keep = docs.map((doc) => byWords.has(doc) || byPdf.has(doc));
    return { docs: docs.filter((_, i) => keep[i]), anchors: anchors.filter((_, i) => keep[i]) };
  }

  /**
   * The rows a common word's prefixes match, as a bitmap over every row, kept for the next search (the
   * `WORD_BITMAPS_KEPT` most recently used). Rows only ever join a word at the end (a row whose words change is
   * placed by a full load, a new index), so a kept bitmap is brought up to date with the rows added since.
   */
  private wordBits(prefixes: readonly string[]): Uint32Array {
    const key = prefixes.join('\u0000');
    let kept = this.wordBitmaps.get(key);
    if (kept) this.wordBitmaps.delete(key);
    else {
      if (this.wordBitmaps.size >= WORD_BITMAPS_KEPT)
        this.wordBitmaps.delete(this.wordBitmaps.keys().next().value as string);
      kept = { bits: new Uint32Array(0), upTo: 0 };
    }
    if (kept.bits.length < this.words32) {
      const grown = new Uint32Array(this.words32 + (this.words32 >>> 3));
      grown.set(kept.bits);
      kept.bits = grown;
    }
    if (kept.upTo < this.size) {
      for (const prefix of prefixes) this.terms.unionInto(kept.bits, prefix, kept.upTo, this.size);
      kept.upTo = this.size;
    }
    this.wordBitmaps.set(key, kept);
    return kept.bits;
  }

  /** The bitmaps as at most `n`: past that, the rest are ANDed first, over the window, into scratch `slot`. */
  private atMost(arrays: Uint32Array[], n: number, slot: number, from: number, to: number) {
    if (arrays.length <= n) return arrays;
    const rest = this.scratch(slot, from, to);
    rest.set((arrays[n - 1] as Uint32Array).subarray(from, to), from);
    for (const bits of arrays.slice(n))
      for (let w = from; w < to; w++) rest[w] = (rest[w] as number) & (bits[w] as number);
    return [...arrays.slice(0, n - 1), rest];
  }

  /** Marks the terms each group's prefixes match with the group's bit (or clears them); the bits set. */
  private markTerms(groups: readonly (readonly string[])[], clear = false): number {
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
  private holdsAll(doc: number, every: number): boolean {
    const marks = this.termMarks;
    let seen = 0;
    for (let i = this.rowStart[doc] as number, end = this.rowStart[doc + 1] as number; i < end; i++) {
      seen |= marks[this.rowTerms[i] as number] as number;
      if (seen === every) return true;
    }
    return false;
  }

  private column(attr: string): ValueColumn {
    const column = this.columns.get(attr);
    if (!column) throw new Error(`no column ${attr} in the search index`);
    return column;
  }

  /** Sets a row's column values: a new row (`fresh`) is listed under each; a row that changed value moves. */
  private setAttrs(doc: number, attrs: IndexedRow['attrs'], fresh: boolean): void {
    for (const [name, column] of this.columns) column.set(doc, attrs[name] ?? null, fresh);
  }

  private ensureCapacity(needed: number): void {
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
