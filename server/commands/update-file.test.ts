import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { constructionFiles, drawingFiles, uploads } from '../db/schema';
import { AppError } from '../errors';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';
import { updateConstructionFile, updateDrawing } from './update-file';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function world() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const member = await makeMember(db, org);
  const project = await makeProject(db, org, { team: [member.user.id] });
  const upload = async (purpose: string) =>
    (
      await t.request({
        method: 'POST',
        url: `/upload_file?purpose=${purpose}`,
        token: member.token,
        ...multipart(PDF, 'a.pdf'),
      })
    ).json().url as string;
  return { db, member, project, upload };
}

describe('updating a file that was deleted meanwhile', () => {
  it('answers 404 "File not updated" and leaves the new upload unclaimed', async () => {
    const { db, member, project, upload } = await world();
    const created = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'Bygglov', project: project.id },
    });
    const [row] = await db.select().from(constructionFiles).where(eq(constructionFiles.id, created.json()._id));
    if (!row) throw new Error('no row');
    await db.delete(constructionFiles).where(eq(constructionFiles.id, row.id));
    const url = await upload('constructionfile');
    const update = updateConstructionFile(t.ctx, member.user, row, { name: 'Nytt', url });
    await expect(update).rejects.toBeInstanceOf(AppError);
    await expect(update).rejects.toMatchObject({ status: 404, message: MSG_FILES.notUpdated });
    const [pending] = await db
      .select()
      .from(uploads)
      .where(eq(uploads.id, url.split('/').pop() ?? ''));
    expect(pending?.claimedAt).toBeNull();
  });

  it('for drawings too', async () => {
    const { db, member, project } = await world();
    const created = await t.request({
      method: 'POST',
      url: '/drawingfile',
      token: member.token,
      payload: { name: 'Plan', project: project.id },
    });
    const [row] = await db.select().from(drawingFiles).where(eq(drawingFiles.id, created.json()._id));
    if (!row) throw new Error('no row');
    await db.delete(drawingFiles).where(eq(drawingFiles.id, row.id));
    await expect(updateDrawing(t.ctx, member.user, row, { info: 'Skala 1:50' })).rejects.toMatchObject({
      status: 404,
      message: MSG_FILES.notUpdated,
    });
  });
});
