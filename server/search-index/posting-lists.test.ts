import { describe, expect, it } from 'vitest';
import { PostingLists } from './posting-lists';

const rowsOf = (lists: PostingLists, n: number) =>
  Array.from(lists.data.subarray(lists.start(n), lists.start(n) + lists.length(n)));

describe('PostingLists', () => {
  it('keeps each list as pushed through moves, drops, compactions and a round trip through a snapshot', () => {
    const lists = new PostingLists();
    const expected = new Map<number, number[]>();
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let row = 0; row < 50_000; row++) {
      // A few common lists and many rare ones, as a column's values are.
      const n = random() < 0.5 ? Math.floor(random() * 4) : Math.floor(random() * 3000);
      lists.push(n, row);
      expected.set(n, [...(expected.get(n) ?? []), row]);
      if (row % 9973 === 0) lists.compact();
      if (row === 30_000) {
        lists.drop(1);
        expected.delete(1);
      }
    }
    for (const [n, rows] of expected) expect(rowsOf(lists, n)).toEqual(rows);
    // A list let go starts again empty.
    expect(rowsOf(lists, 1).every((row) => row > 30_000)).toBe(true);
    expect(lists.length(99_999)).toBe(0);

    const { lengths, rows } = lists.packed(3000);
    const back = PostingLists.fromLengths(lengths, rows);
    for (const [n, list] of expected) expect(rowsOf(back, n)).toEqual(list);
    // What was handed over stays as it was while the lists go on growing.
    const handed = Array.from(rows);
    back.push(5, 60_000);
    lists.push(5, 60_000);
    expect(Array.from(rows)).toEqual(handed);
    expect(rowsOf(back, 5)).toEqual([...(expected.get(5) ?? []), 60_000]);
    // Tight after a compaction: no more room than rows (plus the lists' own arrays).
    lists.compact();
    expect(lists.data.length).toBe(handed.length + 1);
  });
});
