/**
 * Review → markup → the PDF with the markup in it (issue #36): a project chief sends a construction file and a
 * drawing for review from the file list; the reviewer clouds a detail of the file in the review's viewer, publishes
 * it and completes; the approver approves the file and rejects the drawing with a comment. The statuses and mails
 * follow, the approver's comment is on the rejected drawing (list marker, phone card, the viewer's notice), and the
 * approved file downloaded "with markups" through the browser shows the cloud: its first page rendered by pdf.js
 * (server/test/render-pixels.ts, as the flattening route test does) is red inside the cloud's box and nowhere else.
 */
import fs from 'node:fs';
import { request, type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { closeContentWorkers } from '../server/workers/content-slot';
import { redPixels, renderFirstPage } from '../server/test/render-pixels';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/outbox';
import { seedReviewWorld, signedInAs, startReview, statusThroughApi } from './support/review-setup';

const unique = Math.random().toString(36).slice(2, 7);
const fileName = `Bärande stomme ${unique}`;
const drawingName = `K-30.1 Pelare ${unique}`;
const reviewName = `Bygghandling K ${unique}`;
const people = {
  anna: { email: `anna-flow-${unique}@e2e.se`, firstName: 'Anna', lastName: 'Berg' },
  cecilia: { email: `cecilia-flow-${unique}@e2e.se`, firstName: 'Cecilia', lastName: 'Godkännare' },
};
type Person = keyof typeof people;
const chiefEmail = `chef-flow-${unique}@e2e.se`;

let api: APIRequestContext;
let chief = '';
let projectId = '';
let fileId = '';
let drawingId = '';
let tokens = {} as Record<Person, string>;

/** The chief's organization with a project holding a construction file and a drawing, and the colleagues. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ chief, projectId, fileId, drawingId, tokens } = await seedReviewWorld(api, {
    chief: { email: chiefEmail, firstName: 'Lena', lastName: 'Ledare' },
    organizationName: `Flödesbygg ${unique}`,
    projectName: `Kv. Tranan ${unique}`,
    fileName,
    drawingName,
    people,
  }));
});

test.afterAll(async () => {
  closeContentWorkers();
  await api.delete(`/api/v1/project/${projectId}`, { headers: { Authorization: `Token ${chief}` } });
  await api.dispose();
});

const signedIn = (browser: Browser, token: string, viewport = { width: 1440, height: 900 }) =>
  signedInAs(browser, token, viewport, { acceptDownloads: true });

const statusOf = (path: string, id: string) => statusThroughApi(api, chief, path, id);

test('review of two files: a cloud published by the reviewer, one approved and one rejected, the approved one downloaded with its cloud drawn in', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The chief sends the file, and the project's drawing, for review from Byggfiler.
  const lead = await signedIn(browser, chief);
  const reviewUrl = await startReview(lead.page, {
    name: reviewName,
    fileName,
    drawingName,
    reviewers: ['Anna Berg'],
    approver: 'Cecilia Godkännare',
  });
  expect(await statusOf('constructionfile', fileId)).toBe('shared');
  expect(await statusOf('drawingfile', drawingId)).toBe('shared');
  expect(await waitForMail(people.anna.email)).toContain(reviewName);

  // Anna clouds a detail of the file in the review's viewer, publishes it, and completes her part.
  const anna = await signedIn(browser, tokens.anna);
  await anna.page.goto(reviewUrl);
  await anna.page.getByRole('button', { name: `Öppna ${fileName}` }).click();
  const viewer = anna.page.getByRole('dialog');
  const layer = viewer.getByTestId('markup-layer');
  await expect(layer).toBeVisible({ timeout: 15_000 });
  await viewer.getByRole('button', { name: 'Markeringar', exact: true }).click();
  await viewer.getByRole('button', { name: 'Moln' }).click();
  const frame = await layer.boundingBox();
  if (!frame) throw new Error('no markup layer');
  await anna.page.mouse.move(frame.x + frame.width * 0.3, frame.y + frame.height * 0.45);
  await anna.page.mouse.down();
  await anna.page.mouse.move(frame.x + frame.width * 0.6, frame.y + frame.height * 0.6, { steps: 8 });
  await anna.page.mouse.up();
  const details = viewer.getByTestId('markup-details');
  await details.getByLabel('Kommentar').fill('Kontrollera måttet');
  await details.getByRole('button', { name: 'Spara' }).click();
  await expect(viewer.getByTestId('markup-row')).toContainText('Kontrollera måttet');
  await details.getByRole('button', { name: 'Publicera' }).click();
  await expect(viewer.getByTestId('markup-row')).not.toContainText('Privat');
  await expectNoSeriousA11yViolations(anna.page);
  await viewer.getByRole('button', { name: 'Stäng' }).first().click();
  await anna.page.getByRole('button', { name: 'Markera som klar' }).click();
  await anna.page
    .getByRole('dialog', { name: 'Din granskning är klar' })
    .getByRole('button', { name: 'Markera som klar' })
    .click();
  await expect(anna.page.getByText('Väntar på granskarna')).toBeHidden();
  await anna.context.close();
  expect(await waitForMail(people.cecilia.email)).toContain('Alla granskare är klara');

  // Cecilia approves the file and rejects the drawing, with what to fix.
  const cecilia = await signedIn(browser, tokens.cecilia);
  await cecilia.page.goto(reviewUrl);
  await cecilia.page.getByLabel(`Beslut för ${fileName}`).click();
  await cecilia.page.getByRole('option', { name: 'Godkänd', exact: true }).click();
  await cecilia.page.getByLabel(`Beslut för ${drawingName}`).click();
  await cecilia.page.getByRole('option', { name: 'Avvisad' }).click();
  await cecilia.page.getByRole('textbox', { name: `Kommentar till ${drawingName}` }).fill('kontrollera pelarens mått');
  await cecilia.page.getByRole('button', { name: 'Spara beslut' }).click();
  await expect(cecilia.page.getByText('Delvis godkänd').first()).toBeVisible();
  await cecilia.context.close();
  expect(await statusOf('constructionfile', fileId)).toBe('published');
  expect(await statusOf('drawingfile', drawingId)).toBe('wip');
  expect(await waitForMail(chiefEmail)).toContain('delvis godkänd');

  // The approver's comment is on the rejected drawing: a marker on its row, the notice in its viewer.
  const said = `Avvisad i granskning '${reviewName}' av Cecilia Godkännare`;
  await lead.page.goto('/ritningar');
  const row = lead.page.getByRole('row').filter({ hasText: drawingName });
  await expect(row.getByRole('img', { name: new RegExp(`^${said} .*: kontrollera pelarens mått$`) })).toBeVisible();
  await row.getByRole('button', { name: drawingName, exact: true }).click();
  const notice = lead.page.getByRole('dialog', { name: drawingName }).getByTestId('review-decision-notice');
  await expect(notice).toContainText(said);
  await expect(notice).toContainText('kontrollera pelarens mått');
  await expect(notice.getByRole('link', { name: 'Öppna granskningen' })).toHaveAttribute('href', reviewUrl);
  await expectNoSeriousA11yViolations(lead.page);
  await lead.page.screenshot({ path: 'test-results/review-flow-notice.png' });
  await lead.page.keyboard.press('Escape');

  // The approved file, downloaded with its markups through the browser: the cloud is in the PDF.
  await lead.page.goto('/byggfiler');
  await lead.page.getByRole('button', { name: fileName, exact: true }).first().click();
  const preview = lead.page.getByRole('dialog', { name: fileName });
  await expect(preview.getByTestId('markup-layer')).toBeVisible({ timeout: 15_000 });
  await preview.getByRole('button', { name: 'Markeringar', exact: true }).click();
  const downloading = lead.page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Ladda ner med markeringar' }).click();
  const download = await downloading;
  expect(download.url()).toContain('markups=published');
  const pdf = fs.readFileSync(await download.path());
  const markups = (await (
    await api.get(`/api/v1/constructionfile/${fileId}/markups`, { headers: { Authorization: `Token ${chief}` } })
  ).json()) as { result: Array<{ kind: string; geometry: { x: number; y: number; w: number; h: number } }> };
  expect(markups.result.map((m) => m.kind)).toEqual(['cloud']);
  const g = markups.result[0]?.geometry ?? { x: 0, y: 0, w: 0, h: 0 };
  const pixels = await renderFirstPage(pdf);
  // makePdf's pages are A4 (595 × 842 points); the render is 400 px high.
  const k = pixels.height / 842;
  const top = (842 - g.y - g.h) * k;
  const bottom = (842 - g.y) * k;
  const pad = 6;
  expect(redPixels(pixels, g.x * k - pad, top - pad, (g.x + g.w) * k + pad, bottom + pad)).toBeGreaterThan(30);
  // Nothing red above, below, left or right of the cloud's box.
  expect(redPixels(pixels, 0, 0, pixels.width, top - pad - 2)).toBe(0);
  expect(redPixels(pixels, 0, bottom + pad + 2, pixels.width, pixels.height)).toBe(0);
  expect(redPixels(pixels, 0, 0, g.x * k - pad - 2, pixels.height)).toBe(0);
  expect(redPixels(pixels, (g.x + g.w) * k + pad + 2, 0, pixels.width, pixels.height)).toBe(0);
  await lead.context.close();

  // On a phone, the rejected drawing's card tells the approver's comment.
  const phone = await signedIn(browser, chief, { width: 390, height: 844 });
  await phone.page.goto('/ritningar');
  const card = phone.page.getByRole('article', { name: drawingName });
  await expect(card.getByTestId('review-decision-line')).toContainText('kontrollera pelarens mått');
  await expectNoSeriousA11yViolations(phone.page);
  await phone.page.screenshot({ path: 'test-results/review-flow-phone.png' });
  await phone.context.close();
});
