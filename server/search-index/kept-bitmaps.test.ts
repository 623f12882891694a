import { describe, expect, it } from 'vitest';
import { KeptBitmaps } from './kept-bitmaps';

/** Sets every even row from `fromRow` up to `rows`, counting the calls. */
function evens(rows: number, calls: number[]) {
  return (bits: Uint32Array, fromRow: number) => {
    calls.push(fromRow);
    for (let row = fromRow; row < rows; row++)
      if (row % 2 === 0) bits[row >>> 5] = (bits[row >>> 5] as number) | (1 << (row & 31));
  };
}

describe('KeptBitmaps', () => {
  it('keeps a bitmap and brings it up to date with the rows added since', () => {
    const kept = new KeptBitmaps({ maxBytes: 1 << 20, minKept: 1, maxKept: 8 });
    const calls: number[] = [];
    const first = kept.get('a', 40, 2, evens(40, calls));
    expect(first[1]).toBe(0x55);
    expect(kept.get('a', 40, 2, evens(40, calls))).toBe(first);
    expect(calls).toEqual([0]);
    const later = kept.get('a', 100, 4, evens(100, calls));
    expect(calls).toEqual([0, 40]);
    expect(later[3]).toBe(0x5);
    expect(later[1]).toBe(0x55555555);
  });

  it('holds no more than its bytes, letting the least recently used go, but always its minimum', () => {
    // Each bitmap: 1,000 words and an eighth to spare, 4,500 bytes.
    const kept = new KeptBitmaps({ maxBytes: 10_000, minKept: 3, maxKept: 100 });
    const none = () => undefined;
    kept.get('a', 32_000, 1000, none);
    kept.get('b', 32_000, 1000, none);
    expect(kept.size).toBe(2);
    kept.get('a', 32_000, 1000, none);
    kept.get('c', 32_000, 1000, none);
    // Past 10,000 bytes, but three are the minimum.
    expect(kept.size).toBe(3);
    kept.get('d', 32_000, 1000, none);
    expect(kept.size).toBe(3);
    expect(kept.bytes()).toBe(3 * 4500);
    // 'b' was the least recently used.
    const calls: number[] = [];
    kept.get('a', 32_000, 1000, evens(32_000, calls));
    kept.get('b', 32_000, 1000, evens(32_000, calls));
    expect(calls).toEqual([0]);
  });

  it('keeps no more than its count however small', () => {
    const kept = new KeptBitmaps({ maxBytes: 1 << 30, minKept: 1, maxKept: 2 });
    for (const key of ['a', 'b', 'c']) kept.get(key, 10, 1, () => undefined);
    expect(kept.size).toBe(2);
    expect(kept.bytes()).toBe(8);
  });

  it('leaves a bitmap it let go as it was, for the search that holds it', () => {
    const kept = new KeptBitmaps({ maxBytes: 0, minKept: 1, maxKept: 1 });
    const a = kept.get('a', 32, 1, (bits) => (bits[0] = 7));
    kept.get('b', 32, 1, (bits) => (bits[0] = 9));
    expect(a[0]).toBe(7);
  });
});
