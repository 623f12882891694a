/** `search=` on the lists (docs/api.md §6 "Search"): Swedish stems, prefixes, part-words, codes, highlights, limits. */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../common/api/shared';
import type { OrganizationRow, ProjectRow } from '../db/schema';
import { constructionFiles, drawingFiles, uploads } from '../db/schema';
import { makeMember, makeOrganization, makeProject, shareFiles, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let org: OrganizationRow;
let member: MadeUser;
let project: ProjectRow;
let outsider: MadeUser;

const FILES: Array<[name: string, documentType: string]> = [
  ['Ritningar plan 1', 'Bygghandling'],
  ['Kontrollplan förskolan Ängsbacken', 'Kontrollplan'],
  ['Protokoll byggmöte 3', 'Protokoll'],
  ['Café Solrosen menyförslag', 'Avtal'],
  ['Elschema K-50.4 rev B', 'Relationshandling'],
  ['Brandskyddsbeskrivning', 'Teknisk beskrivning'],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  org = await makeOrganization(db);
  member = await makeMember(db, org);
  project = await makeProject(db, org, {
    name: 'Förskolan Ängen',
    description: 'Nybyggnad av förskola med sex avdelningar',
  });
  await db.insert(constructionFiles).values(
    FILES.map(([name, documentType], i) => ({
      projectId: project.id,
      organizationId: org.id,
      name,
      documentType,
      year: 2020 + i,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
  await db.insert(drawingFiles).values([
    {
      projectId: project.id,
      organizationId: org.id,
      projectName: project.name,
      name: 'A-101 Planritning plan 1',
      drawingType: 'Planritning',
      info: 'Skala 1:100',
    },
    {
      projectId: project.id,
      organizationId: org.id,
      projectName: project.name,
      name: 'A-401 Fasad mot norr',
      drawingType: 'Fasadritning',
      info: 'Skala 1:50',
    },
  ]);
  // Another organization's members-only project with a file that would match: never seen.
  const other = await makeOrganization(db);
  outsider = await makeMember(db, other);
  const hidden = await makeProject(db, other, {
    visibility: 'members',
    name: 'Hemlig skola',
    team: [outsider.user.id],
  });
  await db.insert(constructionFiles).values({
    projectId: hidden.id,
    organizationId: other.id,
    projectVisibility: 'members',
    name: 'Ritningar hemliga',
    documentType: 'Avtal',
  });
});
afterAll(async () => {
  await t.close();
});

const names = async (path: string, search: string, extra = '', token = member.token) => {
  const res = await t.request({ method: 'GET', url: `${path}?search=${encodeURIComponent(search)}${extra}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result as Array<{ name: string }>).map((r) => r.name).sort();
};

describe('search= on construction files', () => {
  it('finds Swedish word forms, prefixes, part-words of compounds and folded accents', async () => {
    expect(await names('/constructionfile', 'ritning')).toEqual(['Ritningar plan 1']);
    expect(await names('/constructionfile', 'RITNINGARNA')).toEqual(['Ritningar plan 1']);
    expect(await names('/constructionfile', 'ritn')).toEqual(['Ritningar plan 1']);
    // "plan" is a word of one name and the end of the compound "Kontrollplan" in another.
    expect(await names('/constructionfile', 'plan')).toEqual(['Kontrollplan förskolan Ängsbacken', 'Ritningar plan 1']);
    expect(await names('/constructionfile', 'förskola')).toEqual(['Kontrollplan förskolan Ängsbacken']);
    expect(await names('/constructionfile', 'angsbacken')).toEqual([]);
    expect(await names('/constructionfile', 'ängsbacken')).toEqual(['Kontrollplan förskolan Ängsbacken']);
    expect(await names('/constructionfile', 'cafe')).toEqual(['Café Solrosen menyförslag']);
    expect(await names('/constructionfile', 'byggmöte protokoll')).toEqual(['Protokoll byggmöte 3']);
    // The document type is searched too ("Teknisk beskrivning").
    expect(await names('/constructionfile', 'teknisk')).toEqual(['Brandskyddsbeskrivning']);
  });

  it('finds codes and part-numbers as written', async () => {
    expect(await names('/constructionfile', 'K-50')).toEqual(['Elschema K-50.4 rev B']);
    expect(await names('/constructionfile', '50.4')).toEqual(['Elschema K-50.4 rev B']);
    expect(await names('/constructionfile', 'k-50.4 elschema')).toEqual(['Elschema K-50.4 rev B']);
    expect(await names('/constructionfile', 'K-51')).toEqual([]);
  });

  it('ignores stop words and punctuation around terms, and needs every term', async () => {
    expect(await names('/constructionfile', '"protokoll", för')).toEqual(['Protokoll byggmöte 3']);
    expect(await names('/constructionfile', 'protokoll avtal')).toEqual([]);
    expect(await names('/constructionfile', '   ')).toHaveLength(FILES.length);
  });

  it('pages a search in the order asked, with its exact total, past the end included', async () => {
    // "plan" matches two files: Ritningar plan 1, and Kontrollplan as a part-word.
    const page = async (extra: string) =>
      (
        await t.request({ method: 'GET', url: `/constructionfile?search=plan${extra}`, token: member.token })
      ).json() as { total: number; result: Array<{ name: string }> };
    const all = await page('&sort=name');
    expect(all.total).toBe(2);
    expect(all.result.map((r) => r.name)).toEqual(['Kontrollplan förskolan Ängsbacken', 'Ritningar plan 1']);
    const newest = await page('&sort=-createdAt&limit=1');
    expect(newest).toMatchObject({ total: 2, result: [{ name: 'Kontrollplan förskolan Ängsbacken' }] });
    const second = await page('&sort=-createdAt&limit=1&skip=1');
    expect(second).toMatchObject({ total: 2, result: [{ name: 'Ritningar plan 1' }] });
    const past = await page('&sort=name&limit=5&skip=5');
    expect(past).toMatchObject({ total: 2, result: [] });
    expect(past.result[0]).toBeUndefined();
  });

  it('marks the hits in highlights, per field', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/constructionfile?search=ritningar&select=name`,
      token: member.token,
    });
    expect(res.json().result[0].highlights).toEqual([{ field: 'name', text: '«Ritningar» plan 1' }]);
    const kontroll = await t.request({
      method: 'GET',
      url: `/constructionfile?search=kontrollplan`,
      token: member.token,
    });
    expect(kontroll.json().result[0].highlights).toEqual([
      { field: 'name', text: '«Kontrollplan» förskolan Ängsbacken' },
      { field: 'documentType', text: '«Kontrollplan»' },
    ]);
    const plain = await t.request({ method: 'GET', url: `/constructionfile`, token: member.token });
    expect(plain.json().result[0].highlights).toBeUndefined();
  });

  it('combines with query (AND) and with distinct', async () => {
    const q = encodeURIComponent(JSON.stringify({ documentType: 'Kontrollplan' }));
    expect(await names('/constructionfile', 'plan', `&query=${q}`)).toEqual(['Kontrollplan förskolan Ängsbacken']);
    const distinct = await t.request({
      method: 'GET',
      url: `/constructionfile?search=plan&distinct=documentType`,
      token: member.token,
    });
    expect(distinct.json()).toEqual(['Bygghandling', 'Kontrollplan']);
  });

  it('only finds what the caller may see', async () => {
    expect(await names('/constructionfile', 'ritningar')).toEqual(['Ritningar plan 1']);
    expect(await names('/constructionfile', 'ritningar', '', outsider.token)).toEqual(['Ritningar hemliga']);
    expect(await names('/constructionfile', 'plan', '', outsider.token)).toEqual([]);
  });
});

describe('search= on drawings and projects', () => {
  it('finds drawing numbers, types and info', async () => {
    expect(await names('/drawingfile', 'A-101')).toEqual(['A-101 Planritning plan 1']);
    expect(await names('/drawingfile', 'fasadritningar')).toEqual(['A-401 Fasad mot norr']);
    expect(await names('/drawingfile', '1:50')).toEqual(['A-401 Fasad mot norr']);
    expect(await names('/drawingfile', 'ritning')).toEqual(['A-101 Planritning plan 1', 'A-401 Fasad mot norr']);
  });

  it('finds projects by name, description and type, with highlights', async () => {
    expect(await names('/project', 'avdelningar')).toEqual(['Förskolan Ängen']);
    expect(await names('/project', 'förskola')).toEqual(['Förskolan Ängen']);
    const res = await t.request({
      method: 'GET',
      url: `/project?search=avdelning&populate=organization`,
      token: member.token,
    });
    expect(res.json().result[0].highlights).toEqual([
      { field: 'description', text: 'Nybyggnad av förskola med sex «avdelningar»' },
    ]);
    expect(await names('/project', 'skola', '', outsider.token)).toEqual(['Hemlig skola']);
  });

  it('is refused on lists that have no search', async () => {
    for (const path of ['/user', '/organization']) {
      const res = await t.request({ method: 'GET', url: `${path}?search=x`, token: member.token });
      expect(res.statusCode, path).toBe(400);
    }
  });
});

describe('search= on a share link', () => {
  it("searches the linked project's files with highlights, beside the document type filter", async () => {
    const db = t.database.db;
    const admin = await makeMember(db, org, { admin: true });
    // Only files with content are shared: give two of them an upload.
    const [upload] = await db
      .insert(uploads)
      .values({
        storageKey: 'shared-search-key',
        fileName: 'a.pdf',
        size: 10,
        contentType: 'application/pdf',
        purpose: 'constructionfile',
        claimedAt: new Date(),
      })
      .returning();
    await db
      .update(constructionFiles)
      .set({ uploadId: upload?.id })
      .where(inArray(constructionFiles.name, ['Kontrollplan förskolan Ängsbacken', 'Ritningar plan 1']));
    const shareToken = await shareFiles(t, admin.token, project.id);
    const shared = (q: string) =>
      t.request({
        method: 'GET',
        url: `/api_shared/project_files?shareToken=${shareToken}&projId=${project.id}&${q}`,
      });
    const plan = await shared('search=plan');
    expect(plan.json().total).toBe(2);
    expect(plan.json().result.map((f: { highlights: unknown }) => f.highlights)).toContainEqual([
      { field: 'name', text: 'Kontroll«plan» förskolan Ängsbacken' },
      { field: 'documentType', text: 'Kontroll«plan»' },
    ]);
    expect((await shared('search=plan&docType=Kontrollplan')).json().total).toBe(1);
    // Files without content are not shared, whatever the search.
    expect((await shared('search=protokoll')).json().total).toBe(0);
  });
});

describe('totals', () => {
  it(`are exact up to ${EXACT_TOTAL_LIMIT}, and a lower bound above`, async () => {
    const db = t.database.db;
    const big = await makeProject(db, org);
    const insert = (n: number) =>
      db.execute(sql`insert into construction_files (project_id, organization_id, name, document_type)
        select ${big.id}, ${org.id}, 'Mängdförteckning ' || g, 'Avtal' from generate_series(1, ${n}) g`);
    await insert(EXACT_TOTAL_LIMIT);
    const q = encodeURIComponent(JSON.stringify({ project: big.id }));
    const exact = await t.request({ method: 'GET', url: `/constructionfile?query=${q}&limit=1`, token: member.token });
    expect(exact.json()).toMatchObject({ total: EXACT_TOTAL_LIMIT });
    expect(exact.json().totalIsLowerBound).toBeUndefined();
    await insert(5);
    const more = await t.request({
      method: 'GET',
      url: `/constructionfile?search=mängdförteckning&limit=1`,
      token: member.token,
    });
    expect(more.json()).toMatchObject({ total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true });
    expect(more.json().result).toHaveLength(1);
  });
});
