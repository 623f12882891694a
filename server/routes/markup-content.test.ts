/**
 * docs/api.md §7 `…/content?markups=published`: a new PDF with the revision's published markups drawn in, rendered
 * with pdf.js and checked by its pixels; the stored file never changes.
 */
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MARKUP } from '../../common/messages';
import { fileRevisions, uploads } from '../db/schema';
import { makeMarkup, markupSetup } from '../test/markups';
import { makeTextPdf, pdfFromObjects } from '../test/pdf-fixture';
import { redPixels, renderFirstPage } from '../test/render-pixels';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PNG } from '../test/uploads';

let t: TestApp;
let s: Awaited<ReturnType<typeof markupSetup>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await markupSetup(t);
});
afterAll(async () => {
  await t.close();
});

/** A file of `kind` with these bytes, made by the project lead. */
async function fileWith(bytes: Buffer, kind: 'constructionfile' | 'drawingfile' = 'constructionfile', name = 'a.pdf') {
  const up = await t.request({
    method: 'POST',
    url: `/upload_file?purpose=${kind === 'drawingfile' ? 'drawing' : 'constructionfile'}`,
    token: s.lead.token,
    ...multipart(bytes, name),
  });
  expect(up.statusCode, up.body).toBe(201);
  const fields =
    kind === 'drawingfile' ? { drawingType: 'Plan', name: 'A-1' } : { documentType: 'Bygglov', name: 'Plan' };
  const res = await t.request({
    method: 'POST',
    url: `/${kind}`,
    token: s.lead.token,
    payload: { ...fields, project: s.project.id, url: (up.json() as { url: string }).url },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}

const content = (id: string, query = '', kind = 'constructionfile') =>
  t.request({ method: 'GET', url: `/${kind}/${id}/content${query}`, token: s.anna.token });

describe('the PDF with published markups drawn in', () => {
  it('draws the published markups of every kind, leaves private ones out and the stored file as it was', async () => {
    const original = makeTextPdf([['Plan 1', 'Kontrollera måttet']]);
    const id = await fileWith(original);
    // A4 (595 × 842 points), drawn 400 px high: 0.475 px a point, y from the top.
    const cloud = await makeMarkup(t, s.anna.token, id, { geometry: { x: 100, y: 500, w: 200, h: 120 } });
    await makeMarkup(t, s.anna.token, id, {
      kind: 'rectangle',
      visibility: 'private',
      geometry: { x: 350, y: 100, w: 150, h: 100 },
    });
    for (const [kind, geometry] of [
      ['ellipse', { x: 350, y: 350, w: 150, h: 100 }],
      [
        'arrow',
        {
          points: [
            [100, 300],
            [250, 400],
          ],
        },
      ],
      [
        'line',
        {
          points: [
            [100, 250],
            [200, 200],
            [300, 250],
          ],
        },
      ],
      ['text', { x: 100, y: 60, w: 200, h: 60 }],
      ['highlight', { x: 50, y: 770, w: 200, h: 20 }],
      ['pin', { x: 450, y: 650 }],
    ] as const)
      await makeMarkup(t, s.lead.token, id, { kind, geometry, text: 'Åtgärda → nu' });

    await t.request({
      method: 'POST',
      url: `/markup/${cloud._id}/replies`,
      token: s.lead.token,
      payload: { text: 'Åtgärdat' },
    });
    const res = await content(id, '?markups=published&download=true');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain('(markeringar).pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const before = await renderFirstPage(original);
    const after = await renderFirstPage(res.rawPayload);
    const k = before.height / 842;
    const box = (x: number, y: number, w: number, h: number, pad = 6) =>
      [x * k - pad, (842 - y - h) * k - pad, (x + w) * k + pad, (842 - y) * k + pad] as const;
    // The cloud's outline is red where the page was white; its inside stays white.
    const g = cloud.geometry as { x: number; y: number; w: number; h: number };
    expect(redPixels(before, ...box(g.x, g.y, g.w, g.h))).toBe(0);
    expect(redPixels(after, ...box(g.x, g.y, g.w, g.h))).toBeGreaterThan(50);
    expect(redPixels(after, ...box(g.x + 20, g.y + 20, g.w - 40, g.h - 40, 0))).toBe(0);
    // The private rectangle is not drawn.
    expect(redPixels(after, ...box(350, 100, 150, 100))).toBe(0);

    // Each comment is a note beside its markup, as PDF readers list comments: the text, the author, the replies.
    const drawn = await PDFDocument.load(res.rawPayload);
    const annots = drawn.getPage(0).node.Annots();
    const notes = Array.from({ length: annots?.size() ?? 0 }, (_, i) => annots?.lookup(i, PDFDict));
    const text = (dict: PDFDict | undefined, key: string) => dict?.lookup(PDFName.of(key), PDFHexString).decodeText();
    const note = notes.find((n) => text(n, 'Contents')?.startsWith('Kontrollera måttet'));
    expect(text(note, 'Contents')).toBe('Kontrollera måttet\n\nLena Ledare: Åtgärdat');
    expect(text(note, 'T')).toBe('Anna Granskare');
    expect(note?.get(PDFName.of('Subtype'))?.toString()).toBe('/Text');

    // The stored file is unchanged.
    const stored = await content(id);
    expect(stored.rawPayload.equals(original)).toBe(true);
  });

  it('places markups on the visible box of a rotated, cropped page', async () => {
    // 500 × 500 points cropped to [100 100 400 400] and turned a quarter clockwise as shown.
    const page = '0 0 1 RG 4 w 100 100 300 300 re S';
    const pdf = pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 500 500] /CropBox [100 100 400 400] /Rotate 90 /Contents 4 0 R >>',
      `<< /Length ${page.length} >>\nstream\n${page}\nendstream`,
    ]);
    const id = await fileWith(pdf, 'drawingfile');
    // From the crop box's lower-left corner, in the page's unrotated space: shown at the top right.
    await makeMarkup(t, s.anna.token, id, { geometry: { x: 10, y: 200, w: 80, h: 60 } }, 'drawingfile');
    const res = await content(id, '?markups=published', 'drawingfile');
    expect(res.statusCode).toBe(200);
    const after = await renderFirstPage(res.rawPayload);
    const k = after.width / 300;
    // Shown: x = y - 0 (to the right), y = x (downwards), both within the 300-point crop.
    expect(redPixels(after, 200 * k - 6, 10 * k - 6, 260 * k + 6, 90 * k + 6)).toBeGreaterThan(50);
    expect(redPixels(after, 0, after.height / 2, after.width, after.height)).toBe(0);
    expect(redPixels(after, 0, 0, after.width / 2, after.height / 2)).toBe(0);
  });

  it('draws into an earlier revision’s PDF with that revision’s markups, and sends one without any as stored', async () => {
    const original = makeTextPdf([['Rev A']]);
    const id = await fileWith(original);
    const [revision] = await t.database.db.select().from(fileRevisions).where(eq(fileRevisions.fileId, id));
    const url = `/constructionfile/${id}/revisions/${revision?.id}/content?markups=published`;
    const plain = await t.request({ method: 'GET', url, token: s.anna.token });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(original)).toBe(true);
    await makeMarkup(t, s.anna.token, id);
    const drawn = await t.request({ method: 'GET', url, token: s.anna.token });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.rawPayload.equals(original)).toBe(false);
    expect(drawn.headers['content-disposition']).toContain('rev A');
  });

  it('refuses what it cannot draw into: no PDF, too large, unreadable; 404 for who may not read the file', async () => {
    const png = await fileWith(PNG, 'drawingfile', 'a.png');
    await makeMarkup(t, s.anna.token, png, {}, 'drawingfile');
    const notPdf = await content(png, '?markups=published', 'drawingfile');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ error: MSG_MARKUP.notPdf, code: 'MARKUP_NOT_PDF' });

    const large = await fileWith(makeTextPdf([['Stor']]));
    await makeMarkup(t, s.anna.token, large);
    const [revision] = await t.database.db.select().from(fileRevisions).where(eq(fileRevisions.fileId, large));
    await t.database.db
      .update(uploads)
      .set({ size: 100 * 1024 * 1024 + 1 })
      .where(eq(uploads.id, revision?.uploadId ?? ''));
    const tooLarge = await content(large, '?markups=published');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: MSG_MARKUP.pdfTooLarge, code: 'MARKUP_PDF_TOO_LARGE' });

    // An encrypted PDF: pdf-lib cannot write it back readable.
    const encrypted = Buffer.from(
      pdfFromObjects([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
        '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
      ])
        .toString('latin1')
        .replace(
          '/Root 1 0 R',
          '/Root 1 0 R /Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]',
        ),
      'latin1',
    );
    const locked = await fileWith(encrypted);
    await makeMarkup(t, s.anna.token, locked);
    const unreadable = await content(locked, '?markups=published');
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ error: MSG_MARKUP.pdfUnreadable, code: 'MARKUP_PDF_UNREADABLE' });

    const hidden = await t.request({
      method: 'GET',
      url: `/constructionfile/${large}/content?markups=published`,
      token: s.outsider.token,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
