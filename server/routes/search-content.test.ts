/** Words inside PDFs (docs/api.md §6 "Search"): read in the background after the upload is used, then found and shown. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { makeMember, makeOrganization, makeProject, type MadeUser } from '../test/factories';
import { makeImageOnlyPdf, makeTextPdf } from '../test/pdf-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart } from '../test/uploads';
import { TextExtractionQueue } from '../text/text-extraction-queue';

let t: TestApp;
let member: MadeUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ PDF_TEXT_EXTRACTION: 'on' });
  const org = await makeOrganization(t.database.db);
  member = await makeMember(t.database.db, org);
  projectId = (await makeProject(t.database.db, org, { team: [member.user.id] })).id;
});
afterAll(async () => {
  await t.close();
});

async function addFile(name: string, pdf: Buffer, kind: 'constructionfile' | 'drawingfile' = 'constructionfile') {
  const url = (
    await t.request({ method: 'POST', url: '/upload_file', token: member.token, ...multipart(pdf, `${name}.pdf`) })
  ).json().url as string;
  const extra =
    kind === 'constructionfile' ? { documentType: 'Teknisk beskrivning', year: 2026 } : { drawingType: 'Planritning' };
  const res = await t.request({
    method: 'POST',
    url: `/${kind}`,
    token: member.token,
    payload: { name, project: projectId, url, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().textStatus).toBe('pending');
  return res.json()._id as string;
}

const textStatusOf = async (id: string, kind = 'constructionfile') =>
  (await t.request({ method: 'GET', url: `/${kind}/${id}`, token: member.token })).json().textStatus as string;

describe('text inside PDFs', () => {
  it('is read in the background and found by search=, with the page in the highlight', async () => {
    const started = Date.now();
    const id = await addFile(
      'Teknisk beskrivning etapp 1',
      makeTextPdf([
        ['Allmänt', 'Projektet omfattar en ny förskola.'],
        ['Stomme', 'Bjälklagen armeras med armeringsjärn B500B enligt konstruktörens ritningar.'],
        ['Installationer', 'Ventilationen utförs med FTX-aggregat.'],
      ]),
    );
    await expect.poll(() => textStatusOf(id), { timeout: 10_000, interval: 100 }).toBe('done');
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);

    const res = await t.request({
      method: 'GET',
      url: '/constructionfile?search=armeringsj%C3%A4rnen',
      token: member.token,
    });
    expect(res.json().total).toBe(1);
    const highlights = res.json().result[0].highlights as Array<{ field: string; page?: number; text: string }>;
    expect(highlights).toEqual([
      expect.objectContaining({ field: 'content', page: 2, text: expect.stringContaining('«armeringsjärn»') }),
    ]);
    // Every word somewhere in the PDF, as in a document search; the highlight prefers a page with them all.
    const search = async (words: string) =>
      (await t.request({ method: 'GET', url: `/constructionfile?search=${words}`, token: member.token })).json() as {
        total: number;
        result: Array<{ highlights: Array<{ page?: number; text: string }> }>;
      };
    const onePage = await search('ventilation+ftx');
    expect(onePage.total).toBe(1);
    expect(onePage.result[0]?.highlights[0]?.page).toBe(3);
    const twoPages = await search('armering+ventilationen');
    expect(twoPages.total).toBe(1);
    expect(twoPages.result[0]?.highlights[0]?.page).toBe(2);
    expect((await search('armering+takstol')).total).toBe(0);
  });

  it("follows new content: the old PDF's words stop finding the file, the new ones find it", async () => {
    const id = await addFile('Miljöplan', makeTextPdf([['Sanering av asbest i källaren.']]));
    await expect.poll(() => textStatusOf(id), { timeout: 10_000, interval: 100 }).toBe('done');
    const total = async (word: string) =>
      (await t.request({ method: 'GET', url: `/constructionfile?search=${word}`, token: member.token })).json()
        .total as number;
    expect(await total('asbest')).toBe(1);
    const url = (
      await t.request({
        method: 'POST',
        url: '/upload_file',
        token: member.token,
        ...multipart(makeTextPdf([['Radonmätning i bostäderna.']]), 'ny.pdf'),
      })
    ).json().url as string;
    const patched = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${id}`,
      token: member.token,
      payload: { url },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await total('asbest')).toBe(0);
    await expect.poll(() => total('radonmätning'), { timeout: 10_000, interval: 100 }).toBe(1);
  });

  it('finds a code written inside the PDF (a drawing number, a room number), with its page marked', async () => {
    const id = await addFile(
      'Plan 2 sektion',
      makeTextPdf([['Ritningsförteckning'], ['Ritningsnummer K-10-1002, rum 2.114 och B205 enligt beskrivning.']]),
      'drawingfile',
    );
    await expect.poll(() => textStatusOf(id, 'drawingfile'), { timeout: 10_000, interval: 100 }).toBe('done');
    const search = async (text: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/drawingfile?search=${encodeURIComponent(text)}`,
          token: member.token,
        })
      ).json() as {
        total: number;
        result: Array<{ name: string; highlights: Array<{ page?: number; text: string }> }>;
      };
    // With punctuation (the database answers), of letters and digits (the index answers), part of one, with a word.
    for (const code of ['K-10-1002', 'k-10', 'b205', '1002', '2.114', 'ritningsnummer B205']) {
      const found = await search(code);
      expect(
        found.result.map((d) => d.name),
        code,
      ).toEqual(['Plan 2 sektion']);
    }
    const marked = await search('K-10-1002');
    expect(marked.result[0]?.highlights).toContainEqual(
      expect.objectContaining({ field: 'content', page: 2, text: expect.stringContaining('«K-10-1002»') }),
    );
    // A code the PDF does not hold, and a word no page holds beside a code it does, find nothing.
    expect((await search('K-10-1003')).total).toBe(0);
    expect((await search('b205 takstol')).total).toBe(0);
  });

  it('marks a PDF without a text layer "none", and a drawing PDF is read too', async () => {
    const scan = await addFile('Inscannad faktura', makeImageOnlyPdf());
    await expect.poll(() => textStatusOf(scan), { timeout: 10_000, interval: 100 }).toBe('none');
    const drawing = await addFile(
      'A-101 Plan',
      makeTextPdf([['Planritning plan 1', 'Skyddsrum i källaren']]),
      'drawingfile',
    );
    await expect.poll(() => textStatusOf(drawing, 'drawingfile'), { timeout: 10_000, interval: 100 }).toBe('done');
    const found = await t.request({ method: 'GET', url: '/drawingfile?search=skyddsrum', token: member.token });
    expect(found.json().result.map((d: { name: string }) => d.name)).toEqual(['A-101 Plan']);
  });

  it('takes up pending work left from before a restart, and a broken PDF fails alone', async () => {
    const db = t.database.db;
    const good = await addFile(
      'Brandskyddsbeskrivning',
      makeTextPdf([['Brandcell EI60 mellan trapphus och lägenheter']]),
    );
    const broken = await addFile('Trasig', Buffer.from('%PDF-1.7\n1 0 obj garbage\n'));
    await expect.poll(() => textStatusOf(broken), { timeout: 10_000, interval: 100 }).toBe('failed');
    await expect.poll(() => textStatusOf(good), { timeout: 10_000, interval: 100 }).toBe('done');
    // As if the server had stopped before reading it: pending again, and a fresh queue (a new process) reads it.
    const [row] = await db
      .select({ uploadId: uploads.id })
      .from(uploads)
      .where(eq(uploads.fileName, 'Brandskyddsbeskrivning.pdf'));
    await db
      .update(uploads)
      .set({ textStatus: 'pending', textAttempts: 0 })
      .where(eq(uploads.id, row?.uploadId ?? ''));
    const queue = new TextExtractionQueue({ db, storage: t.ctx.storage, log: t.ctx.log });
    queue.start();
    await expect.poll(() => textStatusOf(good), { timeout: 10_000, interval: 100 }).toBe('done');
    await queue.stop();
    expect(
      (await t.request({ method: 'GET', url: '/constructionfile?search=brandcell', token: member.token })).json().total,
    ).toBe(1);
  });
});
