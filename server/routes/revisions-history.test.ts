/** docs/api.md §6 "Revisions" on construction files and drawings (permission rows: file-matrix.test.ts). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { constructionFiles, uploads } from '../db/schema';
import { testAppPerFile } from '../test/routes-app';
import { PDF, PNG } from '../test/uploads';
import { pdfNumber, revisionHelpers } from '../test/routes-revisions';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const { setup, upload, createFile, addRevision } = revisionHelpers(() => t);

describe('revisions', () => {
  it('the first upload is A; new ones take the next code, a code of their own, or are refused when taken', async () => {
    const { member, project } = await setup();
    const file = await createFile(member.token, project.id);
    expect(file).toMatchObject({ revision: 'A', revisionCount: 1, status: 'published' });

    const b = await addRevision(member.token, file._id, {
      url: await upload(member.token, pdfNumber(2)),
      comment: 'Fasad ändrad',
    });
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json()).toMatchObject({ _id: file._id, revision: 'B', revisionCount: 2, size: pdfNumber(2).length });

    const own = await addRevision(member.token, file._id, {
      url: await upload(member.token, pdfNumber(3)),
      revision: 'P01',
    });
    expect(own.json()).toMatchObject({ revision: 'P01', revisionCount: 3 });
    const next = await addRevision(member.token, file._id, { url: await upload(member.token, pdfNumber(4)) });
    expect(next.json()).toMatchObject({ revision: 'P02', revisionCount: 4 });

    const taken = await addRevision(member.token, file._id, { url: await upload(member.token), revision: 'b' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: MSG_FILES.revisionTaken, code: 'FILE_REVISION_TAKEN' });
    const bad = await addRevision(member.token, file._id, { url: await upload(member.token), revision: 'A B' });
    expect(bad.statusCode).toBe(400);
    const notMine = await addRevision(member.token, file._id, { url: '/api/v1/uploads/nope' });
    expect(notMine.json().error).toBe(MSG_FILES.invalidUpload);
    const [row] = await db().select().from(constructionFiles).where(eq(constructionFiles.id, file._id));
    expect(row).toMatchObject({ revision: 'P02', revisionCount: 4 });
  });

  it('lists every revision newest first, each readable byte for byte, the current one marked', async () => {
    const { member, colleague, project } = await setup();
    const file = await createFile(member.token, project.id);
    await addRevision(member.token, file._id, {
      url: await upload(member.token, pdfNumber(2)),
      comment: 'Ny fasad',
      status: 'published',
    });
    const list = await t.request({
      method: 'GET',
      url: `/constructionfile/${file._id}/revisions`,
      token: colleague.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const answer = list.json();
    expect(answer).toMatchObject({ total: 2, skip: 0, limit: 50 });
    expect(answer.result.map((r: { revision: string }) => r.revision)).toEqual(['B', 'A']);
    expect(answer.result[0]).toMatchObject({
      comment: 'Ny fasad',
      size: pdfNumber(2).length,
      contentType: 'application/pdf',
      current: true,
      createdBy: { _id: member.user.id, firstName: member.user.firstName, lastName: member.user.lastName },
    });
    expect(answer.result[1]).toMatchObject({ current: false, comment: '' });
    for (const [i, r] of (answer.result as Array<{ url: string }>).entries()) {
      const content = await t.request({ method: 'GET', url: r.url, token: colleague.token });
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(pdfNumber(2 - i))).toBe(true);
      expect(content.headers.etag).toBeDefined();
    }
    // The file's own address serves the current revision.
    const current = await t.request({ method: 'GET', url: file.url, token: colleague.token });
    expect(current.rawPayload.equals(pdfNumber(2))).toBe(true);
    const range = await t.request({
      method: 'GET',
      url: answer.result[1].url,
      token: colleague.token,
      headers: { range: 'bytes=0-3' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    const page = await t.request({
      method: 'GET',
      url: `/constructionfile/${file._id}/revisions?skip=1&limit=1`,
      token: member.token,
    });
    expect(page.json().result.map((r: { revision: string }) => r.revision)).toEqual(['A']);
    const missing = await t.request({
      method: 'GET',
      url: `/constructionfile/${file._id}/revisions/00000000-0000-4000-8000-000000000000/content`,
      token: member.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("opens an earlier revision with the file's download ticket, as a browser's plain link", async () => {
    const { member, project } = await setup();
    const file = await createFile(member.token, project.id);
    await addRevision(member.token, file._id, { url: await upload(member.token, pdfNumber(2)) });
    const [older] = (
      await t.request({ method: 'GET', url: `/constructionfile/${file._id}/revisions?skip=1`, token: member.token })
    ).json().result as Array<{ url: string }>;
    const link = await t.request({
      method: 'POST',
      url: `/constructionfile/${file._id}/download_link`,
      token: member.token,
    });
    const ticket = new URL(link.json().url, 'http://x').searchParams.get('ticket');
    const res = await t.request({ method: 'GET', url: `${older?.url}?download=true&ticket=${ticket}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfNumber(1))).toBe(true);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain('Bygglov (rev A).pdf');
    expect((await t.request({ method: 'GET', url: `${older?.url}?ticket=wrong` })).statusCode).toBe(401);
  });

  it('a new revision waits for its own text; the old words go with the old revision', async () => {
    const { member, project } = await setup();
    const file = await createFile(member.token, project.id);
    await db().update(constructionFiles).set({ contentVector: "'gammal'" }).where(eq(constructionFiles.id, file._id));
    const url = await upload(member.token, pdfNumber(2));
    await addRevision(member.token, file._id, { url });
    const [row] = await db()
      .select({ vector: constructionFiles.contentVector, uploadId: constructionFiles.uploadId })
      .from(constructionFiles)
      .where(eq(constructionFiles.id, file._id));
    expect(row?.vector).toBeNull();
    const [claimed] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.id, row?.uploadId ?? ''));
    expect(claimed?.textStatus).toBe('pending');
  });

  it('drawings have revisions, a drawing number and a scale, found by search and sorted', async () => {
    const { member, project } = await setup();
    const made = await t.request({
      method: 'POST',
      url: '/drawingfile',
      token: member.token,
      payload: {
        name: 'Plan 1',
        drawingType: 'A-ritning',
        drawingNumber: 'A-40.1-101',
        scale: '1:100',
        project: project.id,
        url: await upload(member.token, PNG, 'plan.png', 'drawing'),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      drawingNumber: 'A-40.1-101',
      scale: '1:100',
      revision: 'A',
      status: 'published',
    });
    const id = made.json()._id;
    const b = await addRevision(
      member.token,
      id,
      { url: await upload(member.token, PDF, 'plan.pdf', 'drawing') },
      'drawingfile',
    );
    expect(b.json()).toMatchObject({ revision: 'B', contentType: 'application/pdf' });
    const patched = await t.request({
      method: 'PATCH',
      url: `/drawingfile/${id}`,
      token: member.token,
      payload: { scale: '1:50' },
    });
    expect(patched.json()).toMatchObject({ scale: '1:50', revision: 'B' });
    const found = await t.request({
      method: 'GET',
      url: `/drawingfile?search=${encodeURIComponent('40.1-101')}&query=${q({ project: project.id })}`,
      token: member.token,
    });
    expect(found.json().result.map((d: { _id: string }) => d._id)).toEqual([id]);
    const byNumber = await t.request({
      method: 'GET',
      url: `/drawingfile?query=${q({ project: project.id, drawingNumber: 'A-40.1-101' })}&sort=drawingNumber`,
      token: member.token,
    });
    expect(byNumber.json().total).toBe(1);
  });
});
