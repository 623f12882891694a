/** Upgrades of the search functions (migrations 0020-0022) find and fold exactly as the functions before them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';
import { releaseFolder } from './release-folder';
import { openTestDatabase } from '../test/test-database';

/** A database of the describe's own, opened unmigrated: its test migrates it across the migration under test. */
function unmigratedDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the database opens in beforeAll');
    return database;
  };
}

/** What `ask` answers with the migrations up to `release` (the one before the migration under test), then all. */
async function acrossMigration<T>(database: Database, release: string, ask: () => Promise<T>) {
  await database.migrate(releaseFolder(release));
  const before = await ask();
  await database.migrate();
  return { before, after: await ask() };
}

describe('migration 0020 (part-words in PL/pgSQL)', () => {
  const database = unmigratedDatabase();

  it('gives the same part-words as the SQL function before it, so stored search vectors stay true', async () => {
    const texts = [
      '',
      'ab',
      'abc',
      'Kontrollplan ängsbacken 12',
      'Tillgänglighetsanpassning av ÉCOLE--Åäö!! x-yz abcd',
      'K-50.4 rev B  plan 1:100',
      'Protokoll byggmöte Protokoll byggmöte',
      '  ',
      'Ødegård Šibenik Ça ñandú',
    ];
    const partWords = async () =>
      rowsOf<{ v: string }>(
        await database().db.execute(
          sql`select byggarkiv_part_words(t)::text as v from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as x(t, n) order by n`,
        ),
      ).map((r) => r.v);
    const { before, after } = await acrossMigration(database(), '0019_rate_limit_counters', partWords);
    expect(before[3]).toContain("'ängsbacken'");
    expect(after).toEqual(before);
  });
});

describe('migration 0021 (folding without translate where nothing is folded)', () => {
  const database = unmigratedDatabase();

  it('folds every text as before, so stored search vectors and indexes stay true', async () => {
    const texts = [
      '',
      'abc',
      'Kontrollplan ÄNGSBACKEN 12',
      'Café ÉCOLE Ødegård Šibenik Ça ñandú Ÿpsilon',
      'İstanbul ß straße',
      'ÅÄÖ åäö Ææ Øø',
      'K-50.4 rev B  plan 1:100',
      'naïve façade über',
      'ÉCOLE ÑANDÚ ŠIBENIK',
    ];
    const folded = async () =>
      rowsOf<{ v: string; p: string }>(
        await database().db.execute(
          sql`select byggarkiv_fold(t) as v, byggarkiv_part_words(t)::text as p from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as x(t, n) order by n`,
        ),
      );
    const { before, after } = await acrossMigration(database(), '0020_part_words_plpgsql', folded);
    expect(before[3]?.v).toBe('cafe ecole ödegård sibenik ca nandu ypsilon');
    expect(after).toEqual(before);
  });
});

describe('migration 0022 (a word looked for by its shortest prefixes only)', () => {
  const database = unmigratedDatabase();

  it('finds the same texts for every search as before, with fewer prefixes to scan', async () => {
    const texts = [
      'Förskolan Ängsbacken ritningar',
      'Skolans bygglovsritning plan 2',
      'Kontrollplan för skola och förskola',
      'Protokoll byggmöte kv Linden',
      'Byggnadsbeskrivning Kyrkan',
      'och för att',
      'Relationshandlingar VVS',
      'Ritningsförteckning kv Eken',
    ];
    const searches = [
      ['skola'],
      ['förskolan'],
      ['ritning', 'kv'],
      ['bygg'],
      ['kyrkan'],
      ['och'],
      ['för', 'att'],
      ['plan', 'skolans'],
      ['relationshandling'],
      ['ängsbacken', 'och'],
    ];
    const { tsqueryText } = await import('../queries/search/parse-search');
    const found = async () =>
      rowsOf<{ q: string; hits: number[] | null }>(
        await database().db.execute(sql`
          with t(n, v) as (
            select n, setweight(to_tsvector('swedish', byggarkiv_fold(x)), 'A') || byggarkiv_part_words(x)
            from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as j(x, n)
          ), s(m, q) as (
            select m, byggarkiv_words_query(
              array(select json_array_elements_text(w -> 0)), array(select json_array_elements_text(w -> 1)))
            from json_array_elements(${JSON.stringify(searches.map((words) => [words.map((w) => tsqueryText([w])), words]))}::json)
              with ordinality as k(w, m)
          )
          select s.q::text as q, (select array_agg(t.n order by t.n) from t where t.v @@ s.q)::int[] as hits
          from s order by s.m`),
      );
    const { before, after } = await acrossMigration(database(), '0021_fold_without_translate', found);
    expect(before[0]?.q).toBe("'skol':* | 'skola':*");
    expect(after.map((r) => r.hits)).toEqual(before.map((r) => r.hits));
    expect(after[0]?.q).toBe("'skol':*");
    expect(after[1]?.q).toBe("'förskol':*");
    expect(after[2]).toEqual({ q: "'ritning':* & 'kv':*", hits: [8] });
  });
});
