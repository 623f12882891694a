/**
 * Bookmarks of many at once (`PATCH user/{id}?action=addBookmarks`): each id is judged as a single one would be,
 * looked up together (queries/bulk-access.ts), and one the caller may not see leaves every bookmark as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { makeFileWithContent } from '../test/reviews';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: MadeUser;
let reader: MadeUser;
const ids = {} as Record<'open' | 'hidden' | 'file' | 'drawing' | 'wip' | 'wipDrawing', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await makeOrganization(db);
  owner = await makeMember(db, org, { admin: true });
  reader = await makeMember(db, org);
  const open = await makeProject(db, org, { visibility: 'organization', team: [owner.user.id] });
  const hidden = await makeProject(db, org, { visibility: 'members', team: [owner.user.id] });
  ids.open = open.id;
  ids.hidden = hidden.id;
  ids.file = (await makeFileWithContent(t, owner.token, open.id))._id;
  ids.drawing = (await makeFileWithContent(t, owner.token, open.id, 'drawingfile'))._id;
  ids.wip = (await makeFileWithContent(t, owner.token, open.id, 'constructionfile', { status: 'wip' }))._id;
  ids.wipDrawing = (await makeFileWithContent(t, owner.token, open.id, 'drawingfile', { status: 'wip' }))._id;
});
afterAll(async () => {
  await t.close();
});

const change = (who: MadeUser, action: string, payload: object, id = who.user.id) =>
  t.request({ method: 'PATCH', url: `/user/${id}?action=${action}`, token: who.token, payload });

describe('bookmarks of many ids', () => {
  it('adds projects, construction files and drawings the caller sees, in one call', async () => {
    const res = await change(reader, 'addBookmarks', { projects: [ids.open], files: [ids.file, ids.drawing] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().projects).toEqual([ids.open]);
    expect([...res.json().files].sort()).toEqual([ids.file, ids.drawing].sort());
    await change(reader, 'removeBookmarks', { projects: [ids.open], files: [ids.file, ids.drawing] });
  });

  it('answers 404 for one unseen id among seen ones and adds none of them', async () => {
    const cases = [
      { projects: [ids.open, ids.hidden] },
      { files: [ids.file, ids.wip] },
      { files: [ids.drawing, ids.wipDrawing] },
      { files: [ids.file, 'not-an-id'] },
      { projects: [ids.open], files: [ids.file, '00000000-0000-4000-8000-000000000000'] },
    ];
    for (const payload of cases) {
      const res = await change(reader, 'addBookmarks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
    }
    const mine = await t.request({
      method: 'GET',
      url: `/user/${reader.user.id}?select=bookmarks`,
      token: reader.token,
    });
    expect(mine.json().bookmarks).toEqual({ projects: [], files: [] });
  });

  it('lets the team bookmark its work in progress', async () => {
    const res = await change(owner, 'addBookmarks', { projects: [ids.hidden], files: [ids.wip, ids.wipDrawing] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files).toHaveLength(2);
  });

  it("refuses anyone's bookmarks but one's own, the superadmin's too", async () => {
    const superadmin = await makeUser(t.database.db, { superadmin: true });
    for (const who of [owner, superadmin])
      expect((await change(who, 'addBookmarks', { projects: [ids.open] }, reader.user.id)).statusCode).toBe(403);
  });
});
