/**
 * The index's row ids, by row number and back. Every table's key is a UUID, kept here as four 32-bit numbers
 * with an open-addressing hash table beside them: about 30 bytes a row outside V8's heap, where a string and a
 * Map entry took ~130 bytes inside it. A heap that large made every full garbage collection slower and let V8
 * leave more garbage before the next one (issue 14.4: an import's peak memory grew with the index). An id that
 * is not a UUID (tests) is kept in a Map.
 */
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

const EMPTY = -1;
const REMOVED = -2;

/** The value of a hex digit's character code, or -1. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

const HEX = '0123456789abcdef';
/** Where a UUID's four 32-bit parts start and end in its text (dashes skipped). */
const DASHES = [8, 13, 18, 23];

export class IdTable {
  /** Row n's UUID as parts[4n] … parts[4n + 3]. */
  private parts = new Uint32Array(1024 * 4);
  /** Hash slot → row number, EMPTY or REMOVED. */
  private slots = new Int32Array(2048).fill(EMPTY);
  /** Slots holding a row or REMOVED: the table grows by this, so a probe always ends at an EMPTY one. */
  private taken = 0;
  private live = 0;
  private readonly others = new Map<string, number>();
  private readonly otherIds = new Map<number, string>();
  /** Scratch for a parsed id (no allocation per lookup). */
  private readonly key = new Uint32Array(4);

  get size(): number {
    return this.live;
  }

  /** About how many bytes the table holds. */
  bytes(): number {
    return this.parts.byteLength + this.slots.byteLength + this.others.size * 160;
  }

  /** Hands its parts, of rows below `rows` (all it has room for when absent), to a snapshot (snapshot-file.ts). */
  saveTo(out: SnapshotWriter, prefix: string, rows = this.parts.length >>> 2): void {
    out.array(`${prefix}parts`, this.parts.subarray(0, rows * 4));
    out.array(`${prefix}slots`, this.slots);
    out.value(`${prefix}counts`, { taken: this.taken, live: this.live });
    out.value(`${prefix}others`, [...this.others]);
  }

  /** The table a snapshot holds (see `saveTo`). */
  static restoreFrom(from: SnapshotReader, prefix: string): IdTable {
    const table = new IdTable();
    const slots = from.array(`${prefix}slots`);
    if (!(slots instanceof Int32Array) || (slots.length & (slots.length - 1)) !== 0) throw new Error('bad id slots');
    table.parts = from.uint32(`${prefix}parts`);
    table.slots = slots;
    const { taken, live } = from.value<{ taken: number; live: number }>(`${prefix}counts`);
    table.taken = taken;
    table.live = live;
    for (const [id, doc] of from.value<Array<[string, number]>>(`${prefix}others`)) {
      table.others.set(id, doc);
      table.otherIds.set(doc, id);
    }
    return table;
  }

  /** Row `doc`'s id: `doc` is the next row number (rows are only ever added at the end). */
  add(id: string, doc: number): void {
    // Before the id is read: the rehash uses the same scratch.
    if ((this.taken + 1) * 2 > this.slots.length) this.rehash();
    if (!this.parse(id)) {
      this.others.set(id, doc);
      this.otherIds.set(doc, id);
      this.live += 1;
      return;
    }
    if (doc * 4 + 4 > this.parts.length) {
      const grown = new Uint32Array(Math.max(doc * 4 + 4, this.parts.length * 2));
      grown.set(this.parts);
      this.parts = grown;
    }
    this.parts.set(this.key, doc * 4);
    let slot = this.hash() & (this.slots.length - 1);
    while ((this.slots[slot] as number) >= 0) slot = (slot + 1) & (this.slots.length - 1);
    if (this.slots[slot] === EMPTY) this.taken += 1;
    this.slots[slot] = doc;
    this.live += 1;
  }

  /** The row number of a live id. */
  get(id: string): number | undefined {
    if (!this.parse(id)) return this.others.get(id);
    const slot = this.find();
    return slot === undefined ? undefined : (this.slots[slot] as number);
  }

  delete(id: string): void {
    if (!this.parse(id)) {
      const doc = this.others.get(id);
      if (doc === undefined) return;
      this.others.delete(id);
      this.otherIds.delete(doc);
      this.live -= 1;
      return;
    }
    const slot = this.find();
    if (slot === undefined) return;
    this.slots[slot] = REMOVED;
    this.live -= 1;
  }

  /** The id of row `doc` as text (for the rows of a page). */
  idOf(doc: number): string {
    const other = this.otherIds.get(doc);
    if (other !== undefined) return other;
    let text = '';
    for (let part = 0; part < 4; part++) {
      const value = this.parts[doc * 4 + part] as number;
      for (let shift = 28; shift >= 0; shift -= 4) {
        if (DASHES.includes(text.length)) text += '-';
        text += HEX[(value >>> shift) & 15];
      }
    }
    return text;
  }

  /** Reads a canonical lower-case UUID into `key`; false for anything else. */
  private parse(id: string): boolean {
    if (id.length !== 36) return false;
    let at = 0;
    for (let part = 0; part < 4; part++) {
      let value = 0;
      for (let digits = 0; digits < 8; digits++) {
        if (DASHES.includes(at)) {
          if (id.charCodeAt(at) !== 45) return false;
          at += 1;
        }
        const digit = hexValue(id.charCodeAt(at++));
        if (digit < 0) return false;
        value = (value << 4) | digit;
      }
      this.key[part] = value >>> 0;
    }
    return true;
  }

  private hash(): number {
    const k = this.key;
    let h = Math.imul((k[0] as number) ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ (k[1] as number) ^ (h >>> 13), 0xc2b2ae35);
    h = Math.imul(h ^ (k[2] as number) ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (k[3] as number) ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** The slot holding `key`'s row, if it is live. */
  private find(): number | undefined {
    const mask = this.slots.length - 1;
    const k = this.key;
    for (let slot = this.hash() & mask; ; slot = (slot + 1) & mask) {
      const doc = this.slots[slot] as number;
      if (doc === EMPTY) return undefined;
      if (
        doc >= 0 &&
        this.parts[doc * 4] === k[0] &&
        this.parts[doc * 4 + 1] === k[1] &&
        this.parts[doc * 4 + 2] === k[2] &&
        this.parts[doc * 4 + 3] === k[3]
      )
        return slot;
    }
  }

  /** A table twice the live rows' need, without the REMOVED marks. */
  private rehash(): void {
    const old = this.slots;
    let capacity = this.slots.length;
    while ((this.live + 1) * 4 > capacity) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(EMPTY);
    this.taken = 0;
    const mask = capacity - 1;
    for (const doc of old) {
      if (doc < 0) continue;
      this.key.set(this.parts.subarray(doc * 4, doc * 4 + 4));
      let slot = this.hash() & mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.slots[slot] = doc;
      this.taken += 1;
    }
  }
}
