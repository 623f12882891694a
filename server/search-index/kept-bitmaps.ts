/**
 * Bitmaps over every row kept for the next search, one per key (a common word's prefixes, a `$regex` literal),
 * most recently used last, bounded in bytes: a bitmap costs a bit a row, so a cap by count alone grew with the
 * table (128 words' bitmaps took 18 MB at a million files, and would take 180 MB at ten million). Rows only ever
 * join at the end (a row whose words change joins again under a new number), so a kept bitmap is brought up to
 * date with the rows added since it was made.
 */
/**
 * Common words' bitmaps kept per index (doc-reads.ts `wordBits`): up to 128, and up to 8 MB together while at
 * least eight are kept (at a million rows each takes 140 kB, so 57 fit; at ten million eight take 11 MB).
 */
export const WORD_BITMAPS = { maxBytes: 8 << 20, minKept: 8, maxKept: 128 };
/** `$regex` literals' bitmaps kept per index (lower-texts.ts `TextMatches`), the same way. */
export const TEXT_BITMAPS = { maxBytes: 4 << 20, minKept: 4, maxKept: 64 };

export class KeptBitmaps {
  private readonly kept = new Map<string, { bits: Uint32Array; upTo: number }>();
  private held = 0;

  /**
   * `limits`: what the bitmaps may hold together (`maxBytes`) unless fewer than `minKept` are kept (a search ANDs
   * a few: those stay whatever the table's size), and how many are kept at most however small (`maxKept`).
   */
  constructor(private readonly limits: { maxBytes: number; minKept: number; maxKept: number }) {}

  /** Bytes held, as allocated. */
  bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * The bitmap kept under `key`, at least `words32` words long, with every row below `rows` set by `fill`
   * (which sets the matching rows from its second argument on). Read-only for the caller: a bitmap let go to
   * make room is not changed again, so one a search holds stays valid.
   */
  get(key: string, rows: number, words32: number, fill: (bits: Uint32Array, fromRow: number) => void): Uint32Array {
    let kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.held -= kept.bits.byteLength;
    } else kept = { bits: new Uint32Array(0), upTo: 0 };
    if (kept.bits.length < words32) {
      // An eighth to spare: the rows that join one by one do not grow it every time.
      const grown = new Uint32Array(words32 + (words32 >>> 3));
      grown.set(kept.bits);
      kept.bits = grown;
    }
    if (kept.upTo < rows) {
      fill(kept.bits, kept.upTo);
      kept.upTo = rows;
    }
    const bytes = kept.bits.byteLength;
    while (
      this.kept.size > 0 &&
      (this.kept.size >= this.limits.maxKept ||
        (this.kept.size >= this.limits.minKept && this.held + bytes > this.limits.maxBytes))
    ) {
      const [oldest, dropped] = this.kept.entries().next().value as [string, { bits: Uint32Array }];
      this.kept.delete(oldest);
      this.held -= dropped.bits.byteLength;
    }
    this.kept.set(key, kept);
    this.held += bytes;
    return kept.bits;
  }
}
