/**
 * The in-memory index answers construction-file searches exactly as the database does: the same rows in the same
 * order, the same totals and highlights, for every kind of caller — compared request by request against a twin
 * server on the same database with SEARCH_INDEX=off, before and after writes the index must follow.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { constructionFiles, type OrganizationRow, type ProjectRow } from '../db/schema';
import { parseListParams } from '../queries/list-query/list-params';
import type { MadeUser } from '../test/factories';
import { indexTwin } from '../test/index-twin';
import { multipart, PDF } from '../test/uploads';
import type { TestApp } from '../test/test-app';
import { makeTwinProjects, twinSetup } from './twin-test-setup';
import { addSomeFiles, FILTERS, SEARCHES, SORTS } from './file-search-space';
import { searchConstructionFiles } from './file-search';
import { searchWindows } from './index-search';
import { matches } from './term-dictionary';

let t: TestApp;
let plain: FastifyInstance;
let orgA: OrganizationRow;
let callers: Record<string, MadeUser>;
let projects: ProjectRow[];

async function addFiles(count: number, seed: number, prefix = '') {
  for (let from = 0; from < count; from += 2000)
    await addSomeFiles(t.database.db, projects, Math.min(2000, count - from), seed * 1000 + from, prefix);
}

const { url, both, same, compare, settled } = indexTwin(() => ({ indexed: t.app, plain, callers }), {
  resource: 'constructionfile',
  populate: 'project',
  searches: SEARCHES,
  filters: FILTERS,
  sorts: SORTS,
  settledBy: 'plan',
});

beforeAll(async () => {
  const setup = await twinSetup();
  ({ t, plain, orgA, callers } = setup);
  projects = await makeTwinProjects(setup, [
    { in: 'orgA', visibility: 'members', team: ['member'] },
    { in: 'orgA', visibility: 'members' },
    { in: 'orgA', visibility: 'organization', type: 'Ombyggnad' },
    { in: 'orgA', visibility: 'public' },
    { in: 'orgB', visibility: 'public', team: ['other'] },
    { in: 'orgB', visibility: 'organization' },
  ]);
  await addFiles(400, 1);
  await t.app.searchIndexes?.constructionFiles.loaded();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('construction-file search from the in-memory index', () => {
  it('is what answers the searches the web app sends', async () => {
    const index = t.app.searchIndexes?.constructionFiles;
    if (!index) throw new Error('SEARCH_INDEX is on by default');
    const list = (query: Record<string, string | undefined>) =>
      parseListParams(query, { populate: ['project', 'organization'] });
    const caller = (callers.member as MadeUser).user;
    const answer = await searchConstructionFiles(t.ctx, index, caller, list({ search: 'plan' }));
    expect(answer?.ids.length).toBeGreaterThan(0);
    // A code of letters and digits too ("vecka 12" finds "ÄTA-lista vecka 12").
    const code = await searchConstructionFiles(t.ctx, index, caller, list({ search: 'vecka 12' }));
    expect(code?.ids.length).toBeGreaterThan(0);
    // And a code only PDFs hold ("b12" is in some files' PDF codes, in no name or type): the files whose PDF has it.
    const inPdf = await searchConstructionFiles(
      t.ctx,
      index,
      (callers.admin as MadeUser).user,
      list({ search: 'b12' }),
    );
    expect(inPdf?.ids.length).toBeGreaterThan(0);
    // The answer says who gave it; the twin's database never says it was the index.
    const [indexed, database] = await both(
      url('plan', undefined, undefined, 0, 10),
      (callers.member as MadeUser).token,
    );
    expect(indexed.headers['server-timing']).toBe('search;desc="index"');
    expect(database.headers['server-timing']).toBeUndefined();
    // Codes with punctuation, other orders and $regex are the database's.
    for (const query of [
      { search: 'K-50' },
      { search: 'plan 1.2' },
      { search: 'plan', sort: 'name' },
      { search: 'plan', query: '{"name":{"$regex":"plan"}}' },
    ])
      expect(await searchConstructionFiles(t.ctx, index, caller, list(query))).toBeUndefined();
  });

  it("matches a word for a prefix exactly when the database's search vector does", async () => {
    const words = [
      'kontrollplan',
      'planritning',
      'el',
      'i',
      'och',
      'på',
      'förskolan',
      'ritningar',
      'byggnaderna',
      'vvs',
      'kv',
      'åkerby',
      'fullt',
      'löst',
    ];
    const prefixes = [
      'plan',
      'pla',
      'la',
      'an',
      'el',
      'e',
      'i',
      'och',
      'på',
      'förskol',
      'ritning',
      'byggnad',
      'vv',
      'kv',
      'åk',
      'full',
      'lös',
      'ker',
    ];
    const rows = rowsOf<{ w: string; p: string; hit: boolean; lexeme: boolean }>(
      await t.database.db.execute(sql`
        select w, p,
          (to_tsvector('swedish', w) || byggarkiv_part_words(w)) @@ to_tsquery('simple', quote_literal(p) || ':*') as hit,
          length(to_tsvector('swedish', w)) > 0 as lexeme
        from unnest(${`{${words.join(',')}}`}::text[]) w, unnest(${`{${prefixes.join(',')}}`}::text[]) p`),
    );
    expect(rows.length).toBe(words.length * prefixes.length);
    for (const r of rows) expect({ ...r, hit: matches(r.w, r.p, r.lexeme) }).toEqual(r);
    // The Swedish stemmer only strips endings: a stem's prefix is the word's.
    const stems = rowsOf<{ w: string; stem: string }>(
      await t.database.db.execute(sql`
        select w, s as stem from unnest(${`{${words.join(',')}}`}::text[]) w,
          unnest(tsvector_to_array(to_tsvector('swedish', w))) s`),
    );
    for (const { w, stem } of stems) expect(w.startsWith(stem)).toBe(true);
  });

  it('finds the same files, in the same order, with the same totals as the database', async () => {
    await compare(250, 7);
  }, 120_000);

  it('answers from a window of the newest files when it holds the page and more than 10,000 matches', async () => {
    const first = searchWindows.first;
    try {
      // 10,500 new files over the 550: a first window of 330 words (10,560 rows), then as many as needed.
      await addFiles(10_500, 3, 'Protokoll ');
      searchWindows.first = 330;
      await settled((callers.admin as MadeUser).token);
      for (const who of Object.keys(callers))
        for (const search of ['protokoll', 'prot', 'e', 'protokoll plan'])
          for (const filter of [undefined, { status: { $in: ['published', 'shared', 'wip'] } }])
            for (const [skip, limit] of [
              [0, 50],
              [100, 10],
            ] as const)
              await same(who, url(search, filter, undefined, skip, limit));
    } finally {
      searchWindows.first = first;
    }
  }, 120_000);

  it('follows inserts, renames, status changes, deletions and a project made public', async () => {
    const admin = callers.admin as MadeUser;
    await addFiles(150, 2);
    await settled(admin.token);
    await compare(60, 11);

    const [renamed, restated, deleted] = await t.database.db
      .select({ id: constructionFiles.id })
      .from(constructionFiles)
      .where(sql`${constructionFiles.organizationId} = ${orgA.id}`)
      .limit(3);
    const patch = (id: string, json: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/constructionfile/${id}`, token: admin.token, payload: json });
    expect((await patch(renamed?.id ?? '', { name: 'Omdöpt planritning' })).statusCode).toBe(200);
    expect((await patch(restated?.id ?? '', { status: 'wip' })).statusCode).toBe(200);
    const gone = await t.request({
      method: 'DELETE',
      url: `/constructionfile/${deleted?.id ?? ''}`,
      token: admin.token,
    });
    expect(gone.statusCode).toBe(200);
    const published = await t.request({
      method: 'PUT',
      url: `/project/${projects[1]?.id ?? ''}`,
      token: admin.token,
      payload: { visibility: 'public' },
    });
    expect(published.statusCode).toBe(200);
    await compare(80, 13);

    const removed = await t.request({ method: 'DELETE', url: `/project/${projects[2]?.id ?? ''}`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    await compare(60, 17);
  }, 120_000);

  it('answers outsiders from the last published revision while the current one is work in progress', async () => {
    const admin = callers.admin as MadeUser;
    const db = t.database.db;
    /** The text extraction's work, done by hand: the PDF's pages, then its words onto the file that shows it. */
    const readText = async (fileUrl: string, text: string) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`select upload_id::text as id from ${constructionFiles}
          where id = ${fileUrl.split('/').at(-2) ?? ''}`),
      );
      const uploadId = row?.id ?? '';
      await db.execute(sql`insert into upload_text_pages (upload_id, page, text) values (${uploadId}, 1, ${text})`);
      await db.execute(sql`update ${constructionFiles} set content_vector =
        (select strip(byggarkiv_tsvector_agg(search_vector)) from upload_text_pages where upload_id = ${uploadId})
        where upload_id = ${uploadId}`);
    };
    const upload = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/upload_file',
        token: admin.token,
        ...multipart(PDF, 'a.pdf'),
      });
      return res.json().url as string;
    };
    const files: string[] = [];
    for (const project of [projects[3], projects[0]]) {
      const created = await t.request({
        method: 'POST',
        url: '/constructionfile',
        token: admin.token,
        payload: { name: 'Fasadritning', project: project?.id, url: await upload() },
      });
      expect(created.statusCode, created.body).toBe(201);
      const file = created.json() as { _id: string; url: string };
      await readText(file.url, 'Fasaden kläs med tegel');
      const added = await t.request({
        method: 'POST',
        url: `/constructionfile/${file._id}/revisions`,
        token: admin.token,
        payload: { url: await upload() },
      });
      expect(added.json()).toMatchObject({ revision: 'B', status: 'wip' });
      await readText(file.url, 'Fasaden kläs med fibercement');
      files.push(file._id);
    }
    await settled(admin.token);
    for (const who of Object.keys(callers))
      for (const search of ['tegel', 'fibercement', 'fasadritning', 'fasad tegel'])
        for (const filter of [undefined, { status: 'published' }, { status: { $in: ['wip', 'shared'] } }])
          await same(who, url(search, filter, undefined, 0, 50));
    // Another organization finds the public file by revision A's words only, as published.
    const other = callers.other as MadeUser;
    const [tegel] = await both(url('tegel', undefined, undefined, 0, 50), other.token);
    // The index answered it (its correction for files read at revision A), not the database.
    expect(tegel.headers['server-timing']).toBe('search;desc="index"');
    expect(JSON.parse(tegel.body).result.map((f: { _id: string; revision: string }) => [f._id, f.revision])).toEqual([
      [files[0], 'A'],
    ]);
    const [fiber] = await both(url('fibercement', undefined, undefined, 0, 50), other.token);
    expect(JSON.parse(fiber.body).result).toEqual([]);
    // Published: the index follows the change (no full reload) and everyone finds B's words.
    for (const id of files)
      await t.request({
        method: 'PATCH',
        url: `/constructionfile/${id}`,
        token: admin.token,
        payload: { status: 'published' },
      });
    await settled(admin.token);
    for (const who of Object.keys(callers))
      for (const search of ['tegel', 'fibercement'])
        for (const filter of [undefined, { status: 'published' }])
          await same(who, url(search, filter, undefined, 0, 50));
    const [after] = await both(url('fibercement', undefined, undefined, 0, 50), other.token);
    expect(JSON.parse(after.body).result.map((f: { _id: string }) => f._id)).toEqual([files[0]]);
  }, 120_000);
});
