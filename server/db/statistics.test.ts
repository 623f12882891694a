/** Statistics are never stale: an import is planned on at once, and large writes are analysed in the background. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { importCsvRequest } from '../test/uploads';
import { rowsOf } from './client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const reltuples = async (table: string) =>
  Number(
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select reltuples as n from pg_class where relname = ${table}`),
    )[0]?.n,
  );

const plan = async (query: string) =>
  rowsOf<{ 'QUERY PLAN': string }>(await t.database.db.execute(sql.raw(`explain ${query}`)))
    .map((r) => r['QUERY PLAN'])
    .join('\n');

describe('statistics', () => {
  it('are refreshed by an import before it answers, so the next query is planned on the real rows', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const project = await makeProject(db, org, { name: 'Stora skolan', team: [member.user.id] });
    const rows = Array.from({ length: 6000 }, (_, i) => `Protokoll byggmöte ${i},2024,Protokoll,${project.name}`);
    const res = await importCsvRequest(
      t,
      member.token,
      'constructionfiles',
      `name,year,documentType,project\n${rows.join('\n')}\n`,
    );
    expect(res.json()).toMatchObject({ imported: 6000 });
    // At once, without any ANALYZE of the test's own: the planner knows the table's size...
    expect(await reltuples('construction_files')).toBe(6000);
    // ...and what a filter matches: all 6,000 are protocols, none is an agreement (unanalysed, it guesses ~30).
    expect(await plan(`select id from construction_files where document_type = 'Protokoll'`)).toMatch(/rows=6000 /);
    expect(await plan(`select id from construction_files where document_type = 'Avtal'`)).toMatch(/Index.*rows=1 /s);
    // The import's words are in the search index proper, not left in a pending list every search reads.
    const pending = await t.database.db.execute(
      sql`select gin_clean_pending_list('construction_files_search_idx'::regclass) as pages`,
    );
    expect(Number(rowsOf<{ pages: number | string }>(pending)[0]?.pages)).toBe(0);
  });

  it('leaves an import that adds little to a large table to the background analysis', async () => {
    const db = t.database.db;
    await db.execute(sql`create table stats_bulk (n int)`);
    await db.execute(sql`insert into stats_bulk select generate_series(1, 30000)`);
    await t.ctx.statistics.refresh(['stats_bulk']);
    await db.execute(sql`insert into stats_bulk select generate_series(1, 2000)`);
    await t.ctx.statistics.afterBulkWrite(['stats_bulk'], 2000);
    expect(await reltuples('stats_bulk')).toBe(30000); // a fifteenth: not analysed before answering
    await db.execute(sql`insert into stats_bulk select generate_series(1, 3000)`);
    await t.ctx.statistics.afterBulkWrite(['stats_bulk'], 3000);
    await expect.poll(() => reltuples('stats_bulk'), { timeout: 5000 }).toBe(35000); // noted: 5,000 ≥ a tenth
    await db.execute(sql`insert into stats_bulk select generate_series(1, 4000)`);
    await t.ctx.statistics.afterBulkWrite(['stats_bulk'], 4000);
    expect(await reltuples('stats_bulk')).toBe(39000); // a tenth or more at once: analysed before answering
  });

  it('analyses a table in the background once a tenth of it has changed, coalescing the requests', async () => {
    const db = t.database.db;
    await db.execute(sql`create table stats_probe (n int)`);
    await db.execute(sql`insert into stats_probe select generate_series(1, 20000)`);
    await t.ctx.statistics.refresh(['stats_probe']);
    expect(await reltuples('stats_probe')).toBe(20000);
    await db.execute(sql`delete from stats_probe where n <= 500`);
    t.ctx.statistics.noteWrites(['stats_probe'], 500);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await reltuples('stats_probe')).toBe(20000); // 500 of 20,000 is not enough to bother
    await db.execute(sql`delete from stats_probe where n <= 5000`);
    for (let i = 0; i < 9; i++) t.ctx.statistics.noteWrites(['stats_probe'], 500);
    await expect.poll(() => reltuples('stats_probe'), { timeout: 5000 }).toBe(15000);
  });
});
