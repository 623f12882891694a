/**
 * One text per row (a file's name), lower-cased the way the database's `ILIKE` compares it, kept as UTF-8 in one
 * growing buffer: what lets the index answer a list filter's literal `$regex` with `$options: "i"` — compiled to
 * `name ILIKE '%…%'` (list-query/compile-filter.ts) — by a byte search instead of a trigram scan of a million rows.
 * UTF-8 is self-synchronising, so a byte match of a lower-cased literal is a character match. Rows only ever join
 * at the end (a renamed row is indexed again under a new number), so what was found up to a row stays found.
 */

import type { SnapshotReader, SnapshotWriter } from './snapshot-file';
import { KeptBitmaps, TEXT_BITMAPS } from './kept-bitmaps';
import { TextTokens, withinOneToken } from './text-tokens';

/** Latin-1 letters lower-case one to one, so such a text can be lower-cased at once. */
const LATIN1 = /^[^\u0100-\uffff]*$/;

/**
 * `text` lower-cased character by character, as PostgreSQL's `lower()` does it (towlower, one character for
 * one): İ, whose lower case JavaScript writes as two (i̇), becomes i, and no letter changes by its context (the
 * final sigma).
 */
export function lowerLikeDatabase(text: string): string {
  if (LATIN1.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : (lower[0] ?? ch);
  }
  return out;
}

/** Below this many rows a literal is searched in their bytes: the tokens answer for the whole index at once. */
const TOKENS_FROM_ROWS = 4096;

/**
 * Past this many distinct tokens (nearly one a row: codes, not words) looking through them costs what the bytes
 * do, and their map more memory than it saves time.
 */
const MAX_TOKENS = 500_000;

/** Between two rows' texts: no text holds it (PostgreSQL's text cannot), so no match spans two rows. */
const SEPARATOR = 0;

export class LowerTexts {
  private buffer = Buffer.alloc(1 << 16);
  private used = 0;
  /** Row n's text is `buffer[starts[n]]` up to `starts[n + 1] - 1` (the separator). */
  private starts = new Uint32Array(1024 + 1);
  private rows = 0;
  /** Undefined once its texts have had more distinct tokens than it keeps (MAX_TOKENS): then the bytes answer. */
  private tokens: TextTokens | undefined = new TextTokens();

  /** How many rows' texts it holds. */
  get size(): number {
    return this.rows;
  }

  /** How many bytes it holds, as allocated. */
  bytes(): number {
    return this.buffer.byteLength + this.starts.byteLength + (this.tokens?.bytes() ?? 0);
  }

  /** Hands its texts to a snapshot (snapshot-file.ts) under `prefix`. */
  saveTo(out: SnapshotWriter, prefix: string): void {
    out.array(`${prefix}bytes`, this.buffer.subarray(0, this.used));
    out.array(`${prefix}starts`, this.starts.subarray(0, this.rows + 1));
    this.tokens?.saveTo(out, `${prefix}tokens.`);
  }

  /** The texts a snapshot holds; the first row that joins afterwards moves them into a buffer of their own. */
  static restoreFrom(from: SnapshotReader, prefix: string): LowerTexts {
    const texts = new LowerTexts();
    const bytes = from.array(`${prefix}bytes`);
    const starts = from.uint32(`${prefix}starts`);
    if (!(bytes instanceof Uint8Array) || starts[starts.length - 1] !== bytes.length) throw new Error('bad texts');
    texts.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    texts.used = bytes.length;
    texts.starts = starts;
    texts.rows = starts.length - 1;
    texts.tokens = from.has(`${prefix}tokens.counts`) ? TextTokens.restoreFrom(from, `${prefix}tokens.`) : undefined;
    return texts;
  }

  /** Adds the text of row `doc`, which must be the next row (rows are numbered 0, 1, 2, …); null: no text. */
  add(doc: number, text: string | null): void {
    if (doc !== this.rows) throw new Error(`row ${doc} given, ${this.rows} expected`);
    const lower = text === null ? '' : lowerLikeDatabase(text);
    const needed = this.used + Buffer.byteLength(lower) + 1;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.used);
      this.buffer = grown;
    }
    this.used += this.buffer.write(lower, this.used, 'utf8');
    this.buffer[this.used++] = SEPARATOR;
    if (this.rows + 2 > this.starts.length) {
      const grown = new Uint32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.rows += 1;
    this.starts[this.rows] = this.used;
    if (this.tokens) {
      this.tokens.add(doc, lower);
      if (this.tokens.size > MAX_TOKENS) this.tokens = undefined;
    }
  }

  /**
   * Sets in `into` the bit of every row from `fromDoc` on whose text holds `literal` (already lower-cased with
   * lowerLikeDatabase). A literal of one token's characters over many rows is the tokens' (text-tokens.ts);
   * otherwise the buffer is searched as a whole (Buffer.indexOf) and a match mapped to its row by walking the row
   * starts forward, so a search costs the bytes after `fromDoc` plus the rows passed.
   */
  setMatches(literal: string, into: Uint32Array, fromDoc: number): void {
    if (fromDoc >= this.rows) return;
    if (this.tokens && this.rows - fromDoc >= TOKENS_FROM_ROWS && withinOneToken(literal)) {
      this.tokens.setMatches(literal, into, fromDoc);
      return;
    }
    const needle = Buffer.from(literal, 'utf8');
    if (needle.length === 0) {
      for (let doc = fromDoc; doc < this.rows; doc++) into[doc >>> 5] = (into[doc >>> 5] as number) | (1 << (doc & 31));
      return;
    }
    const starts = this.starts;
    const haystack = this.buffer.subarray(0, this.used);
    let doc = fromDoc;
    let at = haystack.indexOf(needle, starts[fromDoc] as number);
    while (at >= 0) {
      // The row holding byte `at`: the last whose start is at or before it.
      while ((starts[doc + 1] as number) <= at) doc += 1;
      into[doc >>> 5] = (into[doc >>> 5] as number) | (1 << (doc & 31));
      // One match is enough for a row: go on from the next row's start.
      at = haystack.indexOf(needle, starts[doc + 1] as number);
    }
  }
}

/** The rows' texts with the rows each recently searched literal matched, brought up to date as rows join. */
export class TextMatches {
  constructor(readonly texts = new LowerTexts()) {}
  private readonly kept = new KeptBitmaps(TEXT_BITMAPS);

  bytes(): number {
    return this.texts.bytes() + this.kept.bytes();
  }

  /** The rows below `rows` whose text holds `literal` (lower-cased), as a bitmap of `words32` words; read-only. */
  bits(literal: string, rows: number, words32: number): Uint32Array {
    return this.kept.get(literal, rows, words32, (bits, fromRow) => this.texts.setMatches(literal, bits, fromRow));
  }
}
