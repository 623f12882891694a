import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdTable } from './id-table';

describe('IdTable', () => {
  it('finds every id by row number and back, through growth, removals and ids added again', () => {
    const table = new IdTable();
    const ids = Array.from({ length: 20_000 }, () => randomUUID());
    ids.forEach((id, doc) => table.add(id, doc));
    expect(table.size).toBe(20_000);
    ids.forEach((id, doc) => {
      expect(table.get(id)).toBe(doc);
      expect(table.idOf(doc)).toBe(id);
    });
    expect(table.get(randomUUID())).toBeUndefined();

    // Removed ids are gone; the rest still found past the marks they leave.
    for (let doc = 0; doc < 20_000; doc += 2) table.delete(ids[doc] as string);
    expect(table.size).toBe(10_000);
    ids.forEach((id, doc) => expect(table.get(id)).toBe(doc % 2 ? doc : undefined));

    // A removed id can come back as a new row (a row written again after its deletion was seen).
    let doc = 20_000;
    for (let i = 0; i < 20_000; i += 2) table.add(ids[i] as string, doc++);
    for (let i = 0; i < 30_000; i++) table.add(randomUUID(), doc++);
    expect(table.size).toBe(50_000);
    expect(table.get(ids[0] as string)).toBe(20_000);
    expect(table.idOf(20_000)).toBe(ids[0]);
    expect(table.get(ids[1] as string)).toBe(1);
  });

  it('keeps ids that are not lower-case UUIDs as they are', () => {
    const table = new IdTable();
    const upper = randomUUID().toUpperCase();
    ['a', upper, '', 'not-a-uuid-at-all-but-36-characters!'].forEach((id, doc) => table.add(id, doc));
    expect(table.get('a')).toBe(0);
    expect(table.get(upper)).toBe(1);
    expect(table.get(upper.toLowerCase())).toBeUndefined();
    expect(table.idOf(3)).toBe('not-a-uuid-at-all-but-36-characters!');
    table.delete('a');
    expect(table.get('a')).toBeUndefined();
    expect(table.size).toBe(3);
  });
});
