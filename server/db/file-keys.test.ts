/**
 * Files as one aggregate (migration 0040): revisions and bookmarks hang on their file by foreign keys, and a
 * project's logo on its upload.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFileBookmarks } from '../commands/bookmarks';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF, PNG } from '../test/uploads';
import { logoPath } from '../queries/upload-access';
import { drawingFiles, fileBookmarks, fileRevisions, projects, uploads } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MISSING = '00000000-0000-4000-8000-00000000dead';

async function member() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const admin = await makeMember(db, org, { admin: true });
  const project = await makeProject(db, org, { team: [admin.user.id] });
  const upload = async (content: Buffer, name: string, purpose = '') =>
    (
      await t.request({
        method: 'POST',
        url: `/upload_file${purpose}`,
        token: admin.token,
        ...multipart(content, name),
      })
    ).json().url as string;
  const create = async (path: string, payload: Record<string, unknown>) => {
    const res = await t.request({
      method: 'POST',
      url: path,
      token: admin.token,
      payload: { project: project.id, ...payload },
    });
    expect(res.statusCode).toBe(201);
    return res.json()._id as string;
  };
  return { db, admin, project, upload, create };
}

describe('file revisions and bookmarks', () => {
  it('go with their file by the foreign key, whichever kind it is', async () => {
    const { db, admin, upload, create } = await member();
    const file = await create('/constructionfile', { name: 'Bygglov', url: await upload(PDF, 'a.pdf') });
    const drawing = await create('/drawingfile', { name: 'A-101', url: await upload(PDF, 'b.pdf') });
    await changeFileBookmarks(db, admin.user, [file, drawing], true);
    const of = (ids: string[]) => ({
      revisions: db.select().from(fileRevisions).where(inArray(fileRevisions.fileId, ids)),
      bookmarks: db.select().from(fileBookmarks).where(inArray(fileBookmarks.fileId, ids)),
    });
    expect(await of([file, drawing]).revisions).toHaveLength(2);
    expect(await of([file, drawing]).bookmarks).toHaveLength(2);

    // The database alone, no command: the drawing's revision and bookmark go with it.
    await db.delete(drawingFiles).where(eq(drawingFiles.id, drawing));
    expect(await of([drawing]).revisions).toEqual([]);
    expect(await of([drawing]).bookmarks).toEqual([]);
    expect(await of([file]).bookmarks).toHaveLength(1);

    // And through the API.
    expect(
      (await t.request({ method: 'DELETE', url: `/constructionfile/${file}`, token: admin.token })).statusCode,
    ).toBe(200);
    expect(await of([file]).revisions).toEqual([]);
    expect(await of([file]).bookmarks).toEqual([]);
  });

  it('are refused by the database for a file that does not exist', async () => {
    const { db, admin, project, upload, create } = await member();
    const file = await create('/constructionfile', { name: 'Bygglov', url: await upload(PDF, 'a.pdf') });
    const [revision] = await db.select().from(fileRevisions).where(eq(fileRevisions.fileId, file));
    if (!revision) throw new Error('no revision');
    const orphan = {
      fileId: MISSING,
      fileKind: 'drawing' as const,
      projectId: project.id,
      uploadId: revision.uploadId,
      revision: 'Z',
    };
    await expect(db.insert(fileRevisions).values(orphan)).rejects.toThrow();
    // A revision names its file in the table of its kind: a construction file's id is no drawing.
    await expect(db.insert(fileRevisions).values({ ...orphan, fileId: file })).rejects.toThrow();
    await expect(changeFileBookmarks(db, admin.user, [MISSING], true)).rejects.toThrow();
    await expect(
      db.insert(fileBookmarks).values({ userId: admin.user.id, fileId: file, drawingId: file }),
    ).rejects.toThrow();
  });
});

describe('a project logo', () => {
  it('reads as its address, as before, and is null once its upload is gone', async () => {
    const { db, admin, project, upload } = await member();
    const logo = await upload(PNG, 'logo.png', '?purpose=logo');
    const put = await t.request({
      method: 'PUT',
      url: `/project/${project.id}`,
      token: admin.token,
      payload: { logo },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().logo).toBe(logo);
    const read = async () =>
      (await t.request({ method: 'GET', url: `/project/${project.id}`, token: admin.token })).json().logo as unknown;
    expect(await read()).toBe(logo);
    // The same logo again changes nothing; its upload stays.
    expect(
      (await t.request({ method: 'PUT', url: `/project/${project.id}`, token: admin.token, payload: { logo } })).json()
        .logo,
    ).toBe(logo);
    expect(await read()).toBe(logo);

    // Gone without the project's commands (which change the project as they discard a logo): the key lets go.
    await db.delete(uploads).where(eq(uploads.id, logo.split('/').at(-1) ?? ''));
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.logoUploadId).toBeNull();
    expect(row && logoPath(row)).toBeNull();
  });
});
