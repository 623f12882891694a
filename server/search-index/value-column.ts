/**
 * One filterable column of an in-memory search index (a file's organization, project, status, document type…):
 * each row's value as a small integer code, and per value the rows that hold it — as a list of row numbers while
 * the value is rare, as a bitmap over every row once at least one row in 32 holds it (then the bitmap costs less
 * than the list, and the list is let go). Codes take one byte a row while a column has fewer than 256 values,
 * two below 65,536: a million files' seven columns took 28 MB of codes as 32-bit numbers, 9 MB now.
 */
import { IdTable } from './id-table';
import { PostingLists } from './posting-lists';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

type Codes = Uint8Array | Uint16Array | Uint32Array;

/** Codes wide enough for `values` values (code 0, null, included). */
function codesFor(values: number, capacity: number): Codes {
  if (values < 0xff) return new Uint8Array(capacity);
  if (values < 0xffff) return new Uint16Array(capacity);
  return new Uint32Array(capacity);
}

export class ValueColumn {
  private codes: Codes;
  /**
   * Value ↔ code (code 0 is null; values get 1, 2, … as they come). An IdTable: a project's or organization's id
   * takes ~24 bytes outside V8's heap there, where a string and a Map entry took ~90 in it (a million files'
   * project column has 100,000 values, a drawing's two such columns as many each), and a code's value is found at
   * once, where a Map was looked through.
   */
  private readonly dictionary = new IdTable();
  /** Per code without a bitmap, the rows that took it (a row that changed value stays listed: checked against `codes`). */
  private postings = new PostingLists();
  /** Per code, once a value is common enough to be asked for by bitmap (see `bitmap`), its rows as bits. */
  private bitmaps: Array<Uint32Array | undefined> = [];

  constructor(capacity: number) {
    this.codes = new Uint8Array(capacity);
  }

  /** About how many bytes it holds, as allocated. */
  bytes(): number {
    let total = this.codes.byteLength + this.dictionary.bytes() + this.postings.bytes();
    for (const bits of this.bitmaps) total += bits?.byteLength ?? 0;
    return total;
  }

  /** Hands its codes, values, lists and bitmaps for rows below `rows` to a snapshot (snapshot-file.ts) under `prefix`. */
  saveTo(out: SnapshotWriter, prefix: string, rows = this.codes.length): void {
    const { lengths, rows: postings } = this.postings.packed(this.dictionary.size + 1);
    const bitmaps: number[] = [];
    this.bitmaps.forEach((bits, code) => {
      if (!bits) return;
      bitmaps.push(code);
      out.array(`${prefix}bitmap.${code}`, bits.subarray(0, (rows + 31) >>> 5));
    });
    out.array(`${prefix}codes`, this.codes.subarray(0, rows));
    out.value(`${prefix}values`, [...this.values()]);
    out.value(`${prefix}bitmaps`, bitmaps);
    out.array(`${prefix}lengths`, lengths);
    out.array(`${prefix}postings`, postings);
  }

  /** The column a snapshot holds (see `saveTo`): its lists are views into the snapshot's one array. */
  static restoreFrom(from: SnapshotReader, prefix: string): ValueColumn {
    const codes = from.array(`${prefix}codes`);
    if (codes instanceof Int32Array) throw new Error('bad column codes');
    const column = new ValueColumn(0);
    column.codes = codes;
    for (const [value, code] of from.value<Array<[string, number]>>(`${prefix}values`))
      column.dictionary.add(value, code);
    const lengths = from.uint32(`${prefix}lengths`);
    if (lengths.length !== column.dictionary.size + 1) throw new Error('bad column lengths');
    column.postings = PostingLists.fromLengths(lengths, from.uint32(`${prefix}postings`));
    for (const code of from.value<number[]>(`${prefix}bitmaps`)) {
      column.bitmaps[code] = from.uint32(`${prefix}bitmap.${code}`);
      column.postings.drop(code);
    }
    return column;
  }

  /** Rows it has room for. */
  get capacity(): number {
    return this.codes.length;
  }

  /** The code of `value`; undefined when no row ever held it. */
  codeOf(value: string): number | undefined {
    return this.dictionary.get(value);
  }

  /** The value of `code` (null for code 0, and for a code no value has). */
  valueOf(code: number): string | null {
    return code === 0 || code > this.dictionary.size ? null : this.dictionary.idOf(code);
  }

  /** The values it has held, each with its code (code 0, null, is not listed). */
  *values(): Iterable<[string, number]> {
    for (let code = 1; code <= this.dictionary.size; code++) yield [this.dictionary.idOf(code), code];
  }

  codeAt(doc: number): number {
    return this.codes[doc] as number;
  }

  /** Room for rows below `capacity`. */
  grow(capacity: number): void {
    if (capacity <= this.codes.length) return;
    const codes = codesFor(this.dictionary.size + 1, capacity);
    codes.set(this.codes);
    this.codes = codes;
    this.bitmaps = this.bitmaps.map((bits) => {
      if (!bits) return bits;
      const grown = new Uint32Array((capacity + 31) >>> 5);
      grown.set(bits);
      return grown;
    });
  }

  /** Sets row `doc`'s value: a new row (`fresh`) is listed under it; a row that changed value moves. */
  set(doc: number, value: string | null, fresh: boolean): void {
    const code = value === null ? 0 : this.codeFor(value);
    const was = this.codes[doc] as number;
    if (!fresh) {
      if (was === code) return;
      const old = this.bitmaps[was];
      if (old) old[doc >>> 5] = (old[doc >>> 5] as number) & ~(1 << (doc & 31));
    }
    this.codes[doc] = code;
    const bitmap = this.bitmaps[code];
    if (bitmap) {
      bitmap[doc >>> 5] = (bitmap[doc >>> 5] as number) | (1 << (doc & 31));
      return;
    }
    this.postings.push(code, doc);
  }

  /** The code of `value`, given the next one when it is new (codes widen as the values grow many). */
  private codeFor(value: string): number {
    let code = this.dictionary.get(value);
    if (code !== undefined) return code;
    code = this.dictionary.size + 1;
    this.dictionary.add(value, code);
    if (code === 0xff || code === 0xffff) {
      const wider = codesFor(code + 1, this.codes.length);
      wider.set(this.codes);
      this.codes = wider;
    }
    return code;
  }

  /**
   * The bitmap of a value held by at least one row in 32 (`words32` words over every row), made on first use and
   * kept up to date from then on; undefined for a rarer value.
   */
  bitmap(code: number, words32: number): Uint32Array | undefined {
    const kept = this.bitmaps[code];
    if (kept || this.postings.length(code) < words32) return kept;
    const bits = new Uint32Array((this.codes.length + 31) >>> 5);
    const { data } = this.postings;
    const start = this.postings.start(code);
    for (let i = start, end = start + this.postings.length(code); i < end; i++) {
      const doc = data[i] as number;
      if (this.codes[doc] === code) bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
    }
    this.bitmaps[code] = bits;
    this.postings.drop(code);
    return bits;
  }

  /** Sets in `into`, between word `from` and `to`, the bit of every row with one of `codes`. */
  rowsWith(codes: Iterable<number>, into: Uint32Array, from: number, to: number, words32: number): void {
    const firstDoc = from << 5;
    const endDoc = to << 5;
    for (const code of codes) {
      const bits = this.bitmap(code, words32);
      if (bits) {
        for (let w = from; w < to; w++) into[w] = (into[w] as number) | (bits[w] as number);
        continue;
      }
      const { data } = this.postings;
      const start = this.postings.start(code);
      for (let i = start, end = start + this.postings.length(code); i < end; i++) {
        const doc = data[i] as number;
        if (doc >= firstDoc && doc < endDoc && this.codes[doc] === code)
          into[doc >>> 5] = (into[doc >>> 5] as number) | (1 << (doc & 31));
      }
    }
  }

  /** Whether a row set in `rows` has `code`: a bitmap ANDed word by word, or a list looked through, until one does. */
  anyRowWith(code: number, rows: Uint32Array, words32: number): boolean {
    const bits = this.bitmap(code, words32);
    if (bits) {
      for (let w = words32 - 1; w >= 0; w--) if (((bits[w] as number) & (rows[w] as number)) !== 0) return true;
      return false;
    }
    const { data } = this.postings;
    const start = this.postings.start(code);
    for (let i = start + this.postings.length(code) - 1; i >= start; i--) {
      const doc = data[i] as number;
      if (this.codes[doc] === code && ((rows[doc >>> 5] as number) & (1 << (doc & 31))) !== 0) return true;
    }
    return false;
  }

  /**
   * After a full load: a value common enough for a bitmap (`words32` words) takes it now and lets its list go;
   * the rarer values' lists let go of the room they grew into and no row took.
   */
  trim(words32: number): void {
    for (let code = 0; code <= this.dictionary.size; code++) this.bitmap(code, words32);
    this.postings.compact();
  }
}
