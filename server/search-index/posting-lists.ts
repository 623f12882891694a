/**
 * Many growing lists of row numbers (one per value of a column) in one array: list n holds
 * `data[start(n)] … data[start(n) + length(n) - 1]`. A list that fills its room moves to the end with twice the
 * room, and the array is compacted when the rooms left behind are half of it. A typed array per list cost a V8
 * object and a malloc'd block each: a million files' project column alone had 100,000 of them, and the three
 * indexes' 276,000 took 27 MB of the V8 heap (measured in a heap snapshot), which every full collection marks.
 */
const INITIAL_ROOM = 4;

export class PostingLists {
  /** The lists' rows; read it between `start` and `start + length` (its identity changes as lists grow). */
  data: Uint32Array<ArrayBufferLike> = new Uint32Array(1024);
  private used = 0;
  private leftBehind = 0;
  private starts: Uint32Array<ArrayBufferLike> = new Uint32Array(64);
  private rooms: Uint32Array<ArrayBufferLike> = new Uint32Array(64);
  private lengths: Uint32Array<ArrayBufferLike> = new Uint32Array(64);

  /** The lists as a snapshot holds them: each list's length, and their rows one after the other. */
  static fromLengths(lengths: Uint32Array, rows: Uint32Array): PostingLists {
    const lists = new PostingLists();
    lists.data = rows;
    lists.used = rows.length;
    lists.lengths = lengths;
    lists.rooms = lengths.slice();
    lists.starts = new Uint32Array(lengths.length);
    let at = 0;
    lengths.forEach((length, n) => {
      lists.starts[n] = at;
      at += length;
    });
    if (at !== rows.length) throw new Error('bad posting lengths');
    return lists;
  }

  /** About how many bytes they hold, as allocated. */
  bytes(): number {
    return this.data.byteLength + this.starts.byteLength + this.rooms.byteLength + this.lengths.byteLength;
  }

  start(n: number): number {
    return n < this.starts.length ? (this.starts[n] as number) : 0;
  }

  length(n: number): number {
    return n < this.lengths.length ? (this.lengths[n] as number) : 0;
  }

  /** Appends `row` to list `n`. */
  push(n: number, row: number): void {
    this.ensureLists(n + 1);
    const length = this.lengths[n] as number;
    if (length === this.rooms[n]) this.move(n, Math.max(INITIAL_ROOM, length * 2));
    this.data[(this.starts[n] as number) + length] = row;
    this.lengths[n] = length + 1;
  }

  /** Lets list `n` go (its value keeps a bitmap instead). */
  drop(n: number): void {
    if (n >= this.lengths.length) return;
    this.leftBehind += this.rooms[n] as number;
    this.rooms[n] = 0;
    this.lengths[n] = 0;
  }

  /** Every list in one tight array, in list order, with no room to spare (after a full load, for a snapshot). */
  compact(): void {
    const lists = this.lengths.length;
    let total = 0;
    for (let n = 0; n < lists; n++) total += this.lengths[n] as number;
    const data = new Uint32Array(Math.max(total, 1));
    let at = 0;
    for (let n = 0; n < lists; n++) {
      const length = this.lengths[n] as number;
      const from = this.starts[n] as number;
      data.set(this.data.subarray(from, from + length), at);
      this.starts[n] = at;
      this.rooms[n] = length;
      at += length;
    }
    this.data = data;
    this.used = at;
    this.leftBehind = 0;
  }

  /** Each list's length (as many as there are lists) and their rows one after the other; compacts first. */
  packed(lists: number): { lengths: Uint32Array; rows: Uint32Array } {
    this.ensureLists(lists);
    this.compact();
    // Later pushes move a list past `used` and copy the lengths: what this hands a snapshot stays as it is.
    return { lengths: this.lengths.slice(0, lists), rows: this.data.subarray(0, this.used) };
  }

  private move(n: number, room: number): void {
    if (this.used + room > this.data.length) {
      if (this.leftBehind * 2 > this.used) this.compact();
      if (this.used + room > this.data.length) {
        const grown = new Uint32Array(Math.max(this.used + room, this.data.length * 2));
        grown.set(this.data.subarray(0, this.used));
        this.data = grown;
      }
    }
    const from = this.starts[n] as number;
    this.data.copyWithin(this.used, from, from + (this.lengths[n] as number));
    this.leftBehind += this.rooms[n] as number;
    this.starts[n] = this.used;
    this.rooms[n] = room;
    this.used += room;
  }

  private ensureLists(count: number): void {
    if (count <= this.lengths.length) return;
    const size = Math.max(count, this.lengths.length * 2);
    const grow = (a: Uint32Array) => {
      const grown = new Uint32Array(size);
      grown.set(a);
      return grown;
    };
    this.starts = grow(this.starts);
    this.rooms = grow(this.rooms);
    this.lengths = grow(this.lengths);
  }
}

/** The first index of `list` (ascending, `count` used) whose row is `doc` or later. */
export function firstAtOrAfter(list: Uint32Array, count: number, doc: number): number {
  if (doc === 0) return 0;
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] as number) < doc) low = mid + 1;
    else high = mid;
  }
  return low;
}
