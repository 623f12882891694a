/** docs/api.md §6 "Thumbnails": made in the background, read as the content is, 404 THUMBNAIL_PENDING until then. */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, uploadThumbnails } from '../db/schema';
import { makeMember, makeOrganization, makeProject, shareFiles } from '../test/factories';
import { makeTextPdf } from '../test/pdf-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart } from '../test/uploads';
import { ThumbnailQueue } from './thumbnail-queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ THUMBNAILS: 'on' });
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

/** A real PNG of the given size (a plan drawn in red on white). */
async function png(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#c00';
  ctx.strokeRect(10, 10, width - 20, height - 20);
  return canvas.encode('png');
}

async function world() {
  const org = await makeOrganization(db());
  const member = await makeMember(db(), org);
  const project = await makeProject(db(), org, { team: [member.user.id] });
  const add = async (path: string, name: string, content: Buffer, purpose: string) => {
    const url = (
      await t.request({
        method: 'POST',
        url: `/upload_file?purpose=${purpose}`,
        token: member.token,
        ...multipart(content, name),
      })
    ).json().url;
    const res = await t.request({
      method: 'POST',
      url: path,
      token: member.token,
      payload: { name, project: project.id, url },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string };
  };
  return { org, member, project, add };
}

const read = (token: string | undefined, path: string) => t.request({ method: 'GET', url: path, token });
async function thumbnailOf(token: string, path: string): Promise<string> {
  let url: string | null = null;
  await expect
    .poll(
      async () => {
        url = (await read(token, path)).json().thumbnail as string | null;
        return url;
      },
      { timeout: 20_000, interval: 100 },
    )
    .not.toBeNull();
  return url ?? '';
}

describe('thumbnails', () => {
  it('of a PDF: its first page, at most 400 px, as WebP, readable as its content is', async () => {
    const { member, add } = await world();
    const file = await add(
      '/constructionfile',
      'Kontrollplan',
      makeTextPdf([['Kontrollplan'], ['Sida två']]),
      'constructionfile',
    );
    const url = await thumbnailOf(member.token, `/constructionfile/${file._id}`);
    expect(url).toMatch(new RegExp(`^/api/v1/constructionfile/${file._id}/thumbnail\\?v=`));
    const res = await read(member.token, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const image = await loadImage(res.rawPayload);
    expect(Math.max(image.width, image.height)).toBe(400);
    const again = await t.request({
      method: 'GET',
      url,
      token: member.token,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const stranger = await makeMember(db(), await makeOrganization(db()));
    expect((await read(stranger.token, url)).statusCode).toBe(404);
    expect((await read(undefined, url)).statusCode).toBe(401);
  });

  it('of PNG drawings (scaled down, small ones kept), none for DWG; a new revision gets its own', async () => {
    const { member, add } = await world();
    const big = await add('/drawingfile', 'Situationsplan', await png(1600, 900), 'drawing');
    const image = await loadImage(
      (await read(member.token, await thumbnailOf(member.token, `/drawingfile/${big._id}`))).rawPayload,
    );
    expect([image.width, image.height]).toEqual([400, 225]);
    const small = await add('/drawingfile', 'Detalj', await png(120, 80), 'drawing');
    const smallImage = await loadImage(
      (await read(member.token, await thumbnailOf(member.token, `/drawingfile/${small._id}`))).rawPayload,
    );
    expect([smallImage.width, smallImage.height]).toEqual([120, 80]);

    const dwg = await add('/drawingfile', 'Modell', Buffer.from('AC1032\u0000\u0000rest of a dwg'), 'drawing');
    const none = await read(member.token, `/drawingfile/${dwg._id}/thumbnail`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('FILE_NO_THUMBNAIL');

    const before = await thumbnailOf(member.token, `/drawingfile/${big._id}`);
    const upload = (
      await t.request({
        method: 'POST',
        url: '/upload_file?purpose=drawing',
        token: member.token,
        ...multipart(await png(800, 800), 'b.png'),
      })
    ).json().url;
    await t.request({
      method: 'POST',
      url: `/drawingfile/${big._id}/revisions`,
      token: member.token,
      payload: { url: upload },
    });
    const after = await thumbnailOf(member.token, `/drawingfile/${big._id}`);
    expect(after).not.toBe(before);
    const square = await loadImage((await read(member.token, after)).rawPayload);
    expect([square.width, square.height]).toEqual([400, 400]);
  });

  it('is 404 THUMBNAIL_PENDING until made; a broken PDF fails alone; the queue survives a restart', async () => {
    const { member, add } = await world();
    const broken = await add(
      '/constructionfile',
      'Trasig',
      Buffer.from('%PDF-1.7\n1 0 obj garbage\n'),
      'constructionfile',
    );
    const good = await add('/constructionfile', 'Hel', makeTextPdf([['Hel']]), 'constructionfile');
    await thumbnailOf(member.token, `/constructionfile/${good._id}`);
    const statusOf = async (id: string) => {
      const [row] = await db()
        .select({ status: uploads.thumbnailStatus, id: uploads.id })
        .from(uploads)
        .where(eq(uploads.fileName, id === good._id ? 'Hel' : 'Trasig'));
      return row;
    };
    await expect.poll(async () => (await statusOf(broken._id))?.status, { timeout: 20_000 }).toBe('failed');
    expect((await read(member.token, `/constructionfile/${broken._id}/thumbnail`)).json().code).toBe(
      'FILE_NO_THUMBNAIL',
    );

    // As if the server had stopped before making it: pending again, and a fresh queue (a new process) makes it.
    const row = await statusOf(good._id);
    await db()
      .delete(uploadThumbnails)
      .where(eq(uploadThumbnails.uploadId, row?.id ?? ''));
    await db()
      .update(uploads)
      .set({ thumbnailStatus: 'pending', thumbnailAttempts: 0 })
      .where(eq(uploads.id, row?.id ?? ''));
    const pending = await read(member.token, `/constructionfile/${good._id}/thumbnail`);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toMatchObject({ code: 'THUMBNAIL_PENDING', error: 'The thumbnail is not ready yet.' });
    const queue = new ThumbnailQueue({ db: db(), storage: t.ctx.storage, log: t.ctx.log });
    queue.start();
    await expect.poll(async () => (await statusOf(good._id))?.status, { timeout: 20_000 }).toBe('done');
    await queue.stop();
    expect((await read(member.token, `/constructionfile/${good._id}/thumbnail`)).statusCode).toBe(200);
  });

  it('is made as soon as a row another transaction held is free, not at the next poll', async () => {
    const { member, add } = await world();
    const file = await add('/constructionfile', 'Låst', makeTextPdf([['Låst']]), 'constructionfile');
    await thumbnailOf(member.token, `/constructionfile/${file._id}`);
    const [upload] = await db().select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, 'Låst'));
    const id = upload?.id ?? '';
    await db().delete(uploadThumbnails).where(eq(uploadThumbnails.uploadId, id));
    await db().update(uploads).set({ thumbnailStatus: 'pending', thumbnailAttempts: 0 }).where(eq(uploads.id, id));
    // The text queue's transactions hold an upload's row for a moment, as this one does: SKIP LOCKED passes it by.
    const queue = new ThumbnailQueue({ db: db(), storage: t.ctx.storage, log: t.ctx.log });
    await db().transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${uploads} where ${uploads.id} = ${id} for update`);
      queue.start();
      await new Promise((r) => setTimeout(r, 500));
    });
    const statusOf = async () =>
      (await db().select({ status: uploads.thumbnailStatus }).from(uploads).where(eq(uploads.id, id)))[0]?.status;
    // The queue polls every 30 s: made within 5 s, it looked again because of the lock.
    await expect.poll(statusOf, { timeout: 5_000, interval: 100 }).toBe('done');
    await queue.stop();
  });

  it('on the shared page: through the share link, published files only', async () => {
    const { org, member, project, add } = await world();
    const admin = await makeMember(db(), org, { admin: true });
    const file = await add('/constructionfile', 'Bygglov', makeTextPdf([['Bygglov']]), 'constructionfile');
    await thumbnailOf(member.token, `/constructionfile/${file._id}`);
    const token = encodeURIComponent(await shareFiles(t, admin.token, project.id));
    const list = await read(undefined, `/api_shared/project_files?projId=${project.id}&shareToken=${token}`);
    const shared = list.json().result[0] as { thumbnail: string };
    expect(shared.thumbnail).toContain(`shareToken=${token}`);
    expect((await read(undefined, shared.thumbnail)).statusCode).toBe(200);
    await t.request({
      method: 'PATCH',
      url: `/constructionfile/${file._id}`,
      token: member.token,
      payload: { status: 'wip' },
    });
    expect((await read(undefined, shared.thumbnail)).statusCode).toBe(404);
  });
});
