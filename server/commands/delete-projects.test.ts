/** Deleting an organization or a project leaves nothing readable behind: no upload rows, blobs or bookmarks. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBookmarks, uploads } from '../db/schema';
import { changeFileBookmarks } from './bookmarks';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF, PNG } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A project with a construction file, a PDF drawing and a logo, through the API. */
async function projectWithContent(token: string, projectId: string) {
  const upload = async (content: Buffer, name: string, purpose = '') =>
    (await t.request({ method: 'POST', url: `/upload_file${purpose}`, token, ...multipart(content, name) })).json()
      .url as string;
  const file = await t.request({
    method: 'POST',
    url: '/constructionfile',
    token,
    payload: { name: 'Bygglov', documentType: 'Bygglov', project: projectId, url: await upload(PDF, 'a.pdf') },
  });
  const drawing = await t.request({
    method: 'POST',
    url: '/drawingfile',
    token,
    payload: { name: 'A-101', drawingType: 'Plan', project: projectId, url: await upload(PDF, 'b.pdf') },
  });
  const logo = await upload(PNG, 'logo.png', '?purpose=logo');
  expect((await t.request({ method: 'PUT', url: `/project/${projectId}`, token, payload: { logo } })).statusCode).toBe(
    200,
  );
  const ids = [file.json()._id as string, drawing.json()._id as string];
  return { ids, urls: [logo] };
}

describe('deleting', () => {
  it("an organization removes its files' and logos' content, blobs and bookmarks; the uploader can read nothing", async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const admin = await makeMember(db, org, { admin: true });
    const project = await makeProject(db, org, { team: [admin.user.id] });
    const { ids, urls } = await projectWithContent(admin.token, project.id);
    await changeFileBookmarks(db, admin.user, ids, true);
    const blobsBefore = t.blobs().length;
    const mine = await db.select().from(uploads).where(eq(uploads.uploadedBy, admin.user.id));
    expect(mine).toHaveLength(3);

    const superadmin = await makeUser(db, { superadmin: true });
    const res = await t.request({ method: 'DELETE', url: `/organization/${org.id}`, token: superadmin.token });
    expect(res.statusCode).toBe(200);

    expect(await db.select().from(uploads).where(eq(uploads.uploadedBy, admin.user.id))).toEqual([]);
    expect(await db.select().from(fileBookmarks).where(inArray(fileBookmarks.fileId, ids))).toEqual([]);
    expect(t.blobs().length).toBe(blobsBefore - 3);
    for (const url of urls) {
      const read = await t.request({ method: 'GET', url: url.replace('/api/v1', ''), token: admin.token });
      expect(read.statusCode).toBe(404);
    }
  });

  it("a project removes its files' bookmarks too (they have no foreign key)", async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const admin = await makeMember(db, org, { admin: true });
    const project = await makeProject(db, org, { team: [admin.user.id] });
    const { ids } = await projectWithContent(admin.token, project.id);
    await changeFileBookmarks(db, admin.user, ids, true);
    expect((await t.request({ method: 'DELETE', url: `/project/${project.id}`, token: admin.token })).statusCode).toBe(
      200,
    );
    expect(await db.select().from(fileBookmarks).where(inArray(fileBookmarks.fileId, ids))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.uploadedBy, admin.user.id))).toEqual([]);
  });
});
