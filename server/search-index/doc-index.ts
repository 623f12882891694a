/**
 * One table's rows as an in-memory search index: each row a document number given in the list's sort order
 * (`createdAt, name, id` ascending, as the database sorts them), its words in a TermDictionary, and the columns
 * that decide who sees it and what a filter keeps as small integer codes. A search is a few bitmaps: the rows
 * each word matches, ANDed, walked from the newest down until the page is full and the total is counted up to
 * its cap — a million rows cost what a page does, where the database's bitmap of every match did not.
 * Its rows and their placement are doc-rows.ts's, what is read of them doc-reads.ts's; here the search and the
 * snapshot of the whole.
 */
import { IdTable } from './id-table';
import { LowerTexts, TextMatches } from './lower-texts';
import { ValueColumn } from './value-column';
import { TermDictionary } from './term-dictionary';
import { DocReads } from './doc-reads';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

export type { IndexedRow } from './doc-rows';

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

/** The scratch bitmaps `search` uses itself; callers use slots below these (see `scratch`). */
const SEARCH_SCRATCH = { matched: 10, extra: 11, words: 12, kept: 13 };

/** How many bits are set in a 32-bit word. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export class DocIndex extends DocReads {
  /**
   * Hands every part of the index to a snapshot (snapshot-file.ts); what is only a cache of them (kept word and
   * text bitmaps, scratch space) is made again on use. Nothing may change the index until the file is written.
   */
  saveTo(out: SnapshotWriter): void {
    // The rows' arrays as far as rows fill them: their room to grow (up to half, after doubling) is not written, so
    // a restored index does not hold it (the first row that joins afterwards makes room again).
    const size = this.size;
    out.value('rows', { size, attrs: [...this.columns.keys()] });
    out.array('alive', this.alive.subarray(0, this.words32));
    out.array('fingerprints', this.fingerprints.subarray(0, size));
    out.array('rowTerms', this.rowTerms.subarray(0, this.rowStart[size] as number));
    out.array('rowStart', this.rowStart.subarray(0, size + 1));
    out.value('placed', [...this.placedAfter]);
    this.numbers.saveTo(out, 'ids.', size);
    this.terms.saveTo(out, 'terms.');
    this.texts.texts.saveTo(out, 'texts.');
    for (const [name, column] of this.columns) column.saveTo(out, `column.${name}.`, size);
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
    const rowTerms = from.array('rowTerms');
    if (!(rowTerms instanceof Uint16Array || rowTerms instanceof Uint32Array)) throw new Error('bad row terms');
    index.rowTerms = rowTerms;
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
}
