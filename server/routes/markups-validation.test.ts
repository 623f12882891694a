/** docs/api.md §7 "Markups and comments": bad input is a 400 with the catalog's text and code, never a 500. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MARKUP } from '../../common/messages';
import { fileRevisions, uploads } from '../db/schema';
import { cloud, markupCall, markupSetup } from '../test/markups';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let s: Awaited<ReturnType<typeof markupSetup>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await markupSetup(t);
});
afterAll(async () => {
  await t.close();
});

const refused = async (payload: unknown, message: string) => {
  const res = await markupCall(t, s.anna.token, s.file._id, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, error: message });
  return res.json() as { code: string; details: Array<{ field?: string; message: string }> };
};

describe('markup validation', () => {
  it('checks a box strictly', async () => {
    const answer = await refused(cloud({ geometry: { x: 1, y: 2, w: -3, h: 4 } }), MSG_MARKUP.boxNegative);
    expect(answer.code).toBe('MARKUP_BOX_NEGATIVE');
    expect(answer.details[0]).toEqual({ field: 'geometry.w', message: MSG_MARKUP.boxNegative });
    await refused(cloud({ geometry: { x: 1, y: 2, w: 3 } }), MSG_MARKUP.geometryBox);
    await refused(cloud({ geometry: { x: '1', y: 2, w: 3, h: 4 } }), MSG_MARKUP.coordinateInvalid);
    await refused(cloud({ geometry: { x: 1e9, y: 2, w: 3, h: 4 } }), MSG_MARKUP.coordinateInvalid);
    await refused(cloud({ geometry: { x: 1, y: 2, w: 3, h: 4, z: 5 } }), MSG_MARKUP.geometryBox);
    await refused(
      cloud({
        geometry: {
          points: [
            [1, 2],
            [3, 4],
          ],
        },
      }),
      MSG_MARKUP.geometryBox,
    );
    await refused(cloud({ geometry: 'box' }), MSG_MARKUP.geometryBox);
    await refused(cloud({ kind: 'highlight', geometry: null }), MSG_MARKUP.geometryBox);
  });

  it('checks lines, arrows and pins', async () => {
    const line = (points: unknown) => cloud({ kind: 'line', geometry: { points } });
    await refused(line([[1, 2]]), MSG_MARKUP.pointsCount);
    await refused(line(Array.from({ length: 501 }, (_, i) => [i, i])), MSG_MARKUP.pointsCount);
    await refused(line([[1, 2], [3]]), MSG_MARKUP.pointInvalid);
    await refused(
      line([
        [1, 2],
        [3, null],
      ]),
      MSG_MARKUP.coordinateInvalid,
    );
    await refused(line('1,2 3,4'), MSG_MARKUP.geometryPoints);
    await refused(cloud({ kind: 'arrow', geometry: { x: 1, y: 2, w: 3, h: 4 } }), MSG_MARKUP.geometryPoints);
    const ok = await markupCall(t, s.anna.token, s.file._id, line(Array.from({ length: 500 }, (_, i) => [i, i])));
    expect(ok.statusCode, ok.body).toBe(201);
    await refused(cloud({ kind: 'pin', geometry: { x: 1 } }), MSG_MARKUP.geometryPoint);
  });

  it('checks the kind, page, colour, text and visibility', async () => {
    expect((await refused(cloud({ kind: 'star' }), MSG_MARKUP.kindInvalid)).code).toBe('MARKUP_KIND_INVALID');
    await refused(cloud({ page: 0 }), MSG_MARKUP.pageInvalid);
    await refused(cloud({ page: 1.5 }), MSG_MARKUP.pageInvalid);
    await refused(cloud({ page: '1' }), MSG_MARKUP.pageInvalid);
    await refused(cloud({ color: 'red' }), MSG_MARKUP.colorInvalid);
    await refused(cloud({ color: '#12345' }), MSG_MARKUP.colorInvalid);
    await refused(cloud({ text: 'x'.repeat(2001) }), MSG_MARKUP.textTooLong);
    await refused(cloud({ visibility: 'team' }), MSG_MARKUP.visibilityInvalid);
    const reply = await t.request({
      method: 'POST',
      url: `/markup/00000000-0000-4000-8000-000000000000/replies`,
      token: s.anna.token,
      payload: { text: '   ' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: MSG_MARKUP.replyEmpty });
  });

  it('refuses a page past the PDF’s page count once it is known', async () => {
    const [revision] = await t.database.db.select().from(fileRevisions).where(eq(fileRevisions.fileId, s.file._id));
    await t.database.db
      .update(uploads)
      .set({ pageCount: 2 })
      .where(inArray(uploads.id, [revision?.uploadId ?? '']));
    const answer = await refused(cloud({ page: 3 }), MSG_MARKUP.pageOutOfRange);
    expect(answer.details).toEqual([{ field: 'page', message: 'The revision has 2 pages.' }]);
    expect((await markupCall(t, s.anna.token, s.file._id, cloud({ page: 2 }))).statusCode).toBe(201);
  });
});
