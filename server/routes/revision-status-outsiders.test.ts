/**
 * docs/api.md §7 "Status per revision": a new revision is work in progress until it is published, and those who may
 * not see work in progress (another organization on a public project, a share link) keep reading the last published
 * revision — its code, url, size, content, ZIP entry, search text and status — while the team reads the new one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRevisions } from '../db/schema';
import { type MadeUser } from '../test/factories';
import { makeTextPdf } from '../test/pdf-fixture';
import { type TestApp } from '../test/test-app';
import { unzip } from '../test/unzip';
import { KINDS, openRevisionStatusWorld, revisionStatusHelpers } from '../test/routes-revision-status';

let t: TestApp;
let member: MadeUser;
let outsider: MadeUser;
let projectId: string;
let shareToken: string;
beforeAll(async () => {
  ({ t, member, outsider, projectId, shareToken } = await openRevisionStatusWorld());
});
afterAll(async () => {
  await t.close();
});
const { upload, get, one, textStatusOf, found } = revisionStatusHelpers(() => ({ t, member, projectId }));

describe.each(KINDS)('a new revision of a published $path', (kind) => {
  it('stays with the team until it is published; outsiders and share links keep revision A', async () => {
    const a = makeTextPdf([['Revision A', 'Fasaden kläs med tegel.']]);
    const b = makeTextPdf([['Revision B', 'Fasaden kläs med fibercement.']]);
    const created = await t.request({
      method: 'POST',
      url: `/${kind.path}`,
      token: member.token,
      payload: { name: `Fasad ${kind.path}`, project: projectId, url: await upload(kind, a) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    await expect.poll(() => textStatusOf(kind, id), { timeout: 10_000, interval: 100 }).toBe('done');

    const added = await t.request({
      method: 'POST',
      url: `/${kind.path}/${id}/revisions`,
      token: member.token,
      payload: { url: await upload(kind, b) },
    });
    expect(added.statusCode, added.body).toBe(201);
    // The team sees B, in work in progress.
    expect(added.json()).toMatchObject({ revision: 'B', status: 'wip', size: b.length });
    await expect.poll(() => textStatusOf(kind, id), { timeout: 10_000, interval: 100 }).toBe('done');

    const before = async () => {
      // Another organization: the file at A, published, with A's bytes.
      expect(await one(kind, id, outsider.token)).toMatchObject({
        revision: 'A',
        status: 'published',
        size: a.length,
        revisionCount: 1,
      });
      expect(await one(kind, id, member.token)).toMatchObject({ revision: 'B', revisionCount: 2 });
      const content = await get(`/${kind.path}/${id}/content`, outsider.token);
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(a)).toBe(true);
      const revisions = (await get(`/${kind.path}/${id}/revisions`, outsider.token)).json();
      expect(revisions.result.map((r: { revision: string; status: string }) => [r.revision, r.status])).toEqual([
        ['A', 'published'],
      ]);
      // Its search finds A's text, not B's; the team's finds B's.
      expect(await found(kind, 'tegel', outsider.token)).toEqual([[id, 'A', 'published']]);
      expect(await found(kind, 'fibercement', outsider.token)).toEqual([]);
      expect(await found(kind, 'fibercement', member.token)).toEqual([[id, 'B', 'wip']]);
      expect(await found(kind, 'tegel', member.token)).toEqual([]);
      // A status filter is on the status each caller sees.
      const published = encodeURIComponent(JSON.stringify({ project: projectId, status: 'published' }));
      const ids = async (token: string) =>
        (await get(`/${kind.path}?query=${published}`, token)).json().result.map((f: { _id: string }) => f._id);
      expect(await ids(outsider.token)).toContain(id);
      expect(await ids(member.token)).not.toContain(id);
      // So are filters, sorts and distinct values of the revision's own fields: B's code tells outsiders nothing.
      const byRevision = async (revision: string, token: string) =>
        (
          await get(
            `/${kind.path}?query=${encodeURIComponent(JSON.stringify({ _id: id, revision }))}&sort=-revision,-size`,
            token,
          )
        )
          .json()
          .result.map((f: { _id: string; revision: string }) => f.revision);
      expect(await byRevision('B', outsider.token)).toEqual([]);
      expect(await byRevision('A', outsider.token)).toEqual(['A']);
      expect(await byRevision('B', member.token)).toEqual(['B']);
      const sized = encodeURIComponent(JSON.stringify({ _id: id, size: b.length }));
      expect((await get(`/${kind.path}?query=${sized}`, outsider.token)).json().result).toEqual([]);
      const counted = encodeURIComponent(JSON.stringify({ _id: id, revisionCount: 2 }));
      expect((await get(`/${kind.path}?query=${counted}`, outsider.token)).json().result).toEqual([]);
      const distinct = encodeURIComponent(JSON.stringify({ project: projectId, status: 'published' }));
      const distinctRevisions = async (token: string) =>
        (await get(`/${kind.path}?distinct=revision&query=${distinct}`, token)).json() as string[];
      expect(await distinctRevisions(outsider.token)).not.toContain('B');
    };
    await before();
    if (kind.path === 'constructionfile') {
      // A share link: the list, the content and the ZIP hold A.
      const list = (await get(`/api_shared/project_files?projId=${projectId}&shareToken=${shareToken}`)).json();
      const shared = list.result.find((f: { _id: string }) => f._id === id);
      expect(shared).toMatchObject({ revision: 'A', status: 'published', size: a.length });
      expect((await get(shared.url)).rawPayload.equals(a)).toBe(true);
      // Revision A's own date on its entry, not B's.
      const aDate = new Date(2026, 0, 15, 10, 0, 0);
      await t.database.db
        .update(fileRevisions)
        .set({ createdAt: aDate })
        .where(and(eq(fileRevisions.fileId, id), eq(fileRevisions.revision, 'A')));
      const zip = await get(`/api_shared/project_files.zip?shareToken=${shareToken}`);
      expect(zip.statusCode).toBe(200);
      const dates = (await unzip(zip.rawPayload)).dates;
      expect([...dates.values()].map((d) => d.getTime())).toContain(aDate.getTime());
      expect(zip.rawPayload.includes(Buffer.from('fibercement'))).toBe(false);
      expect(zip.rawPayload.includes(a.subarray(a.length - 200))).toBe(true);
      const searched = await get(`/api_shared/project_files?projId=${projectId}&shareToken=${shareToken}&search=tegel`);
      expect(searched.json().result.map((f: { _id: string }) => f._id)).toEqual([id]);
      const wrong = await get(
        `/api_shared/project_files?projId=${projectId}&shareToken=${shareToken}&search=fibercement`,
      );
      expect(wrong.json().result).toEqual([]);
    }

    // Published: everyone reads B.
    const patched = await t.request({
      method: 'PATCH',
      url: `/${kind.path}/${id}`,
      token: member.token,
      payload: { status: 'published' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await one(kind, id, outsider.token)).toMatchObject({
      revision: 'B',
      status: 'published',
      size: b.length,
      revisionCount: 2,
    });
    expect((await get(`/${kind.path}/${id}/content`, outsider.token)).rawPayload.equals(b)).toBe(true);
    expect(await found(kind, 'fibercement', outsider.token)).toEqual([[id, 'B', 'published']]);
    expect(await found(kind, 'tegel', outsider.token)).toEqual([]);
    if (kind.path === 'constructionfile') {
      const list = (await get(`/api_shared/project_files?projId=${projectId}&shareToken=${shareToken}`)).json();
      const shared = list.result.find((f: { _id: string }) => f._id === id);
      expect(shared).toMatchObject({ revision: 'B', size: b.length });
      expect((await get(shared.url)).rawPayload.equals(b)).toBe(true);
    }
    const revisions = (await get(`/${kind.path}/${id}/revisions`, outsider.token)).json();
    expect(revisions.result.map((r: { revision: string }) => r.revision)).toEqual(['B', 'A']);

    // Taken back to work in progress by the team: outsiders fall back to A again.
    await t.request({ method: 'PATCH', url: `/${kind.path}/${id}`, token: member.token, payload: { status: 'wip' } });
    expect(await one(kind, id, outsider.token)).toMatchObject({ revision: 'A', status: 'published', revisionCount: 1 });
  });

  it('a new file in work in progress stays hidden from outsiders; a revision may be published at once', async () => {
    const pdf = makeTextPdf([['Utkast', 'Arbetsmaterial.']]);
    const created = await t.request({
      method: 'POST',
      url: `/${kind.path}`,
      token: member.token,
      payload: { name: 'Utkast', project: projectId, url: await upload(kind, pdf), status: 'wip' },
    });
    const id = created.json()._id as string;
    expect((await get(`/${kind.path}/${id}`, outsider.token)).statusCode).toBe(404);
    // Shared, never published: outsiders see it, and list its one revision.
    await t.request({
      method: 'PATCH',
      url: `/${kind.path}/${id}`,
      token: member.token,
      payload: { status: 'shared' },
    });
    expect(await one(kind, id, outsider.token)).toMatchObject({ revision: 'A', status: 'shared', revisionCount: 1 });
    const sharedList = (await get(`/${kind.path}/${id}/revisions`, outsider.token)).json();
    expect(sharedList.result.map((r: { revision: string; current: boolean }) => [r.revision, r.current])).toEqual([
      ['A', true],
    ]);
    expect((await get(sharedList.result[0].url, outsider.token)).statusCode).toBe(200);
    const back = await t.request({
      method: 'PATCH',
      url: `/${kind.path}/${id}`,
      token: member.token,
      payload: { status: 'wip' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const added = await t.request({
      method: 'POST',
      url: `/${kind.path}/${id}/revisions`,
      token: member.token,
      payload: { url: await upload(kind, makeTextPdf([['B', 'Klar.']])), status: 'published' },
    });
    expect(added.json()).toMatchObject({ revision: 'B', status: 'published' });
    expect(await one(kind, id, outsider.token)).toMatchObject({ revision: 'B', status: 'published' });
    const revisions = (await get(`/${kind.path}/${id}/revisions`, outsider.token)).json();
    expect(revisions.result.map((r: { revision: string }) => r.revision)).toEqual(['B']);
    const wipRevision = (await get(`/${kind.path}/${id}/revisions`, member.token)).json().result[1];
    expect(wipRevision).toMatchObject({ revision: 'A', status: 'wip' });
    expect((await get(wipRevision.url, outsider.token)).statusCode).toBe(404);
  });

  it('keeps a newer shared revision from outsiders, read by its upload as well', async () => {
    const aUrl = await upload(kind, makeTextPdf([['A', 'Publicerad.']]));
    const bUrl = await upload(kind, makeTextPdf([['B', 'Delad inom projektet.']]));
    const created = await t.request({
      method: 'POST',
      url: `/${kind.path}`,
      token: member.token,
      payload: { name: `Delad ${kind.path}`, project: projectId, url: aUrl },
    });
    const id = created.json()._id as string;
    const added = await t.request({
      method: 'POST',
      url: `/${kind.path}/${id}/revisions`,
      token: member.token,
      payload: { url: bUrl, status: 'shared' },
    });
    expect(added.json()).toMatchObject({ revision: 'B', status: 'shared' });
    expect(await one(kind, id, outsider.token)).toMatchObject({ revision: 'A', status: 'published' });
    // The rule of the file's revisions (file.readRevision) holds for `GET uploads/{id}` too.
    expect((await get(bUrl, outsider.token)).statusCode).toBe(404);
    expect((await get(aUrl, outsider.token)).statusCode).toBe(200);
    expect((await get(bUrl, member.token)).statusCode).toBe(200);
  });
});
