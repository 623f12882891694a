/**
 * A list of words is known from its words, each asked of the database once: the prefixes put together from the
 * words alone must be what the database's words query makes of the whole list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { parseSearch } from '../queries/search/parse-search';
import { wordsQuery } from '../queries/search/search-condition';
import { createTestApp, type TestApp } from '../test/test-app';
import { groupsOf, wordPrefixes } from './index-search';
import { prefixGroups } from './words';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const sorted = (groups: string[][] | null | undefined) =>
  groups ? groups.map((g) => [...g].sort()).sort((a, b) => a.join().localeCompare(b.join())) : groups;

describe('word prefixes put together per word', () => {
  it("are the database's words query of the whole list", async () => {
    const lists = [
      'skola',
      'förskolan',
      'ritningar plan',
      'och',
      'och i',
      'och plan',
      'i på av',
      'kyrkan och skolan',
      'el vvs',
      'byggnaderna kv',
      'Åkerby café',
      'det är en ritning',
      'protokoll protokollet',
    ];
    for (const text of lists) {
      const words = parseSearch(text)?.words ?? [];
      const [row] = rowsOf<{ q: string | null }>(
        await t.database.db.execute(sql`select ${wordsQuery(words)}::text as q`),
      );
      const whole = prefixGroups(row?.q ?? '') ?? null;
      expect({ text, groups: sorted(await wordPrefixes(t.database.db, words)) }).toEqual({
        text,
        groups: sorted(whole ?? undefined),
      });
    }
  });

  it('leaves stop words out unless every word is one', async () => {
    await wordPrefixes(t.database.db, ['och', 'plan', 'i']);
    expect(groupsOf(['och', 'plan', 'i'])?.used).toEqual(['plan']);
    expect(groupsOf(['och', 'i'])?.used).toEqual(['och', 'i']);
    expect(groupsOf(['okänt'])).toBeUndefined();
  });
});
