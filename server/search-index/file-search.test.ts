/**
 * The in-memory index answers construction-file searches exactly as the database does: the same rows in the same
 * order, the same totals and highlights, for every kind of caller — compared request by request against a twin
 * server on the same database with SEARCH_INDEX=off, before and after writes the index must follow.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../scripts/bench/search-data';
import { rowsOf } from '../db/client';
import { constructionFiles, type OrganizationRow, type ProjectRow } from '../db/schema';
import { parseListParams } from '../queries/list-query/list-params';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { indexTwin } from '../test/index-twin';
import { multipart, PDF } from '../test/uploads';
import { createTestApp, type TestApp } from '../test/test-app';
import { searchConstructionFiles } from './file-search';
import { searchWindows } from './index-search';
import { matches } from './term-dictionary';

let t: TestApp;
let plain: FastifyInstance;
let orgA: OrganizationRow;
let callers: Record<string, MadeUser>;
let projects: ProjectRow[];

const NAMES = [
  'Ritningar plan 1',
  'Kontrollplan förskolan Ängsbacken',
  'Planritning entréplan',
  'Protokoll byggmöte',
  'Café Solrosen menyförslag',
  'El och VVS samordning',
  'Elschema huvudcentral',
  'Tidplan etapp 2',
  'Brandskyddsbeskrivning',
  'Bygglov kyrkan',
  'Ventilationsritning',
  'Skolans fasad mot norr',
  'Åkerby förteckning',
  'Möte om bygget',
  'ÄTA-lista vecka 12',
  'Relationshandling el',
  'Fönster och dörrar',
  'Besiktningsprotokoll slutbesiktning',
];
const TYPES = ['Protokoll', 'Bygghandling', 'Kontrollplan', 'Relationshandling', 'Teknisk beskrivning'];
const SEARCHES = [
  'plan',
  'PLAN',
  'Ritn',
  'ritningar',
  'förskolan',
  'förskola',
  'kyrka',
  'el',
  'och',
  'och plan',
  'café',
  'cafe',
  'äta',
  'bygg',
  'möte',
  'skola',
  'lan',
  'e',
  'vent protokoll',
  'kontroll plan',
  'samordning',
  'zzz',
  // Codes: anywhere inside the name or the document type.
  '12',
  '2',
  'plan 1',
  'vecka 12',
  'äta 12',
  '1 plan protokoll',
  'ta-l',
  // Codes only some PDFs hold (content_codes), alone and with words.
  'a101',
  'b12',
  'x7 plan',
  'k-10-1002',
  '1002',
];
/** The codes of a few files' PDFs, as the text extraction writes them (byggarkiv_text_codes). */
const PDF_CODES = ['a101 k-10-1002 12', 'rum-1.204 b12', '2021 x7', 'b120'];
const FILTERS: unknown[] = [
  undefined,
  { documentType: 'Protokoll' },
  { year: 2021 },
  { status: 'wip' },
  { status: { $in: ['wip', 'shared'] } },
  { $and: [{ projectType: 'Nybyggnad' }, { year: { $in: [2020, 2022, null] } }] },
  // The list language's literal `$regex` (filter-bits.ts), with a search too.
  { $or: [{ name: { $regex: 'plan', $options: 'i' } }, { documentType: { $regex: 'PROT', $options: 'i' } }] },
  { $and: [{ name: { $regex: 'Ä', $options: 'i' } }, { status: { $in: ['wip', 'published'] } }] },
];
const SORTS = [undefined, '-createdAt -name', 'createdAt,name'];

async function addFiles(count: number, seed: number, prefix = '') {
  for (let from = 0; from < count; from += 2000)
    await addSomeFiles(Math.min(2000, count - from), seed * 1000 + from, prefix);
}

const sameOutside = <S extends string>(status: S) => ({ status, outsideStatus: status });

async function addSomeFiles(count: number, seed: number, prefix: string) {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const batch = new Date(Date.UTC(2026, 2, 1 + (seed % 1000)));
  await t.database.db.insert(constructionFiles).values(
    Array.from({ length: count }, () => {
      const project = pick(projects);
      return {
        projectId: project.id,
        organizationId: project.organizationId,
        projectVisibility: project.visibility,
        projectType: project.type,
        name: `${prefix}${pick(NAMES)}${r() < 0.3 ? ` ${pick(NAMES).toLowerCase()}` : ''}`,
        documentType: pick(TYPES),
        year: r() < 0.2 ? null : 2019 + Math.floor(r() * 5),
        // No revisions here: outsiders see the file's own status (commands/published-revision.ts).
        ...sameOutside(pick(['published', 'published', 'wip', 'shared'] as const)),
        contentCodes: r() < 0.15 ? pick(PDF_CODES) : null,
        // Many rows share a time, as an import's do: the name then decides the order.
        createdAt: r() < 0.5 ? batch : new Date(batch.getTime() + Math.floor(r() * 1e9)),
      };
    }),
  );
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
  t = await createTestApp();
  plain = await t.twin({ searchIndex: false });
  const db = t.database.db;
  orgA = await makeOrganization(db);
  const orgB = await makeOrganization(db);
  const admin = await makeMember(db, orgA, { admin: true });
  const member = await makeMember(db, orgA);
  const other = await makeMember(db, orgB);
  callers = {
    admin,
    member,
    other,
    outsider: await makeUser(db),
    superadmin: await makeUser(db, { superadmin: true }),
  };
  projects = [
    await makeProject(db, orgA, { visibility: 'members', team: [member.user.id] }),
    await makeProject(db, orgA, { visibility: 'members' }),
    await makeProject(db, orgA, { visibility: 'organization', type: 'Ombyggnad' }),
    await makeProject(db, orgA, { visibility: 'public' }),
    await makeProject(db, orgB, { visibility: 'public', team: [other.user.id] }),
    await makeProject(db, orgB, { visibility: 'organization' }),
  ];
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
