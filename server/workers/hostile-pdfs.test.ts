/**
 * Hostile PDFs uploaded as construction files (issue #34.2): an image that claims 14 GB, a page of a billion drawing
 * operations and a text layer of many megabytes. Each ends as its own failed or capped job, the server answers
 * health all the while, its memory stays its own, and an ordinary PDF behind them is still read.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, uploadTextPages } from '../db/schema';
import { MAX_TEXT_CHARS } from '../text/extract-pdf-text';
import { TextExtractionQueue } from '../text/text-extraction-queue';
import { ThumbnailQueue } from '../thumbnails/thumbnail-queue';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { makeDrawingBombPdf, makeImageBombPdf, makeWordyPdf } from '../test/hostile-pdfs';
import { makeTextPdf } from '../test/pdf-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('hostile PDFs', () => {
  it('fail or are capped one by one while the server answers health throughout', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const project = await makeProject(db, org, { team: [member.user.id] });
    const add = async (name: string, content: Buffer) => {
      const upload = await t.request({
        method: 'POST',
        url: '/upload_file',
        token: member.token,
        ...multipart(content, `${name}.pdf`),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const res = await t.request({
        method: 'POST',
        url: '/constructionfile',
        token: member.token,
        payload: { name, project: project.id, url: upload.json().url },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [stored] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.fileName, `${name}.pdf`));
      if (!stored) throw new Error(`no upload named ${name}.pdf`);
      return stored.id;
    };
    const ids = {
      image: await add('Bildbomb', makeImageBombPdf()),
      drawing: await add('Ritbomb', makeDrawingBombPdf()),
      wordy: await add('Mangdforteckning', makeWordyPdf(200, 1000)),
      plain: await add('Kontrollplan', makeTextPdf([['Kontrollplan för brandceller']])),
    };

    const rss = process.memoryUsage().rss;
    const ctx = { db, storage: t.ctx.storage, log: t.ctx.log };
    const queues = [
      new TextExtractionQueue(ctx, { timeoutMs: 25_000, pollMs: 500 }),
      new ThumbnailQueue(ctx, { timeoutMs: 25_000, pollMs: 500 }),
    ];
    queues.forEach((queue) => queue.start());
    const healthMs: number[] = [];
    const settled = async () => {
      const rows = await db
        .select({ text: uploads.textStatus, thumbnail: uploads.thumbnailStatus })
        .from(uploads)
        .where(inArray(uploads.id, Object.values(ids)));
      return rows.every((r) => r.text !== 'pending' && r.thumbnail !== 'pending');
    };
    try {
      // Text and thumbnail jobs take turns in one child (workers/content-slot.ts): the drawing bomb's two timeouts,
      // each tried once more in a fresh child, come one after the other.
      for (const until = performance.now() + 150_000; performance.now() < until;) {
        const started = performance.now();
        expect((await t.request({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        healthMs.push(performance.now() - started);
        if (await settled()) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    expect(await settled()).toBe(true);
    expect(healthMs.length).toBeGreaterThan(20);
    expect(Math.max(...healthMs)).toBeLessThan(500);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);

    const status = async (id: string) =>
      (
        await db
          .select({ text: uploads.textStatus, thumbnail: uploads.thumbnailStatus })
          .from(uploads)
          .where(eq(uploads.id, id))
      )[0];
    // The image is left out of the drawing; the page is drawn.
    expect(await status(ids.image)).toEqual({ text: 'none', thumbnail: 'done' });
    expect(await status(ids.drawing)).toEqual({ text: 'failed', thumbnail: 'failed' });
    expect(await status(ids.plain)).toEqual({ text: 'done', thumbnail: 'done' });
    expect((await status(ids.wordy))?.text).toBe('done');
    const kept = await db
      .select({ chars: sql<number>`sum(length(${uploadTextPages.text}))::int` })
      .from(uploadTextPages)
      .where(eq(uploadTextPages.uploadId, ids.wordy));
    expect(kept[0]?.chars).toBe(MAX_TEXT_CHARS);
  }, 200_000);
});
