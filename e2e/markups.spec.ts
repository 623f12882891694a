import fs from 'node:fs';
import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { postJson, seedProjectWithFile } from './support/project-with-file';
import { makePdf } from './support/sample-files';

const unique = Math.random().toString(36).slice(2, 7);
const fileName = `Planritning ${unique}`;

let api: APIRequestContext;
let token = '';
let projectId = '';

/** A project with one PDF at two revisions: B moved a line of text and added one. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, {
    admin: { email: `markup-${unique}@e2e.se`, firstName: 'Maja', lastName: 'Markör' },
    organizationName: `Markbygg ${unique}`,
    projectName: `Kv. Svalan ${unique}`,
    fileName,
    documentType: 'Bygghandling',
  }));
  const headers = { Authorization: `Token ${token}` };
  const list = await api.get(
    `/api/v1/constructionfile?query=${encodeURIComponent(JSON.stringify({ project: projectId }))}`,
    { headers },
  );
  const [file] = ((await list.json()) as { result: { _id: string }[] }).result;
  const upload = await api.post(`/api/v1/upload_file?purpose=constructionfile&fileName=rev-b.pdf`, {
    headers,
    multipart: {
      file: {
        name: 'rev-b.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf(1, fileName, ['', '', 'Vaggen mot vaster flyttad 600 mm', 'Ny dorr i trapphuset']),
      },
    },
  });
  const { url } = (await upload.json()) as { url: string };
  await postJson(api, `constructionfile/${file?._id ?? ''}/revisions`, { url, comment: 'Vägg flyttad' }, token);
});

test.afterAll(async () => {
  await api.delete(`/api/v1/project/${projectId}`, { headers: { Authorization: `Token ${token}` } });
  await api.dispose();
});

async function signedIn(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  return { context, page: await context.newPage() };
}

/** The file's preview with the markup tools out, once the page and its markup layer are drawn. */
async function openMarkups(page: Page) {
  await page.goto(`/projekt/${projectId}/filer`);
  // A row of the table on a desktop, a card on a phone: either way the name opens the preview.
  await page.getByRole('button', { name: fileName, exact: true }).first().click();
  const preview = page.getByRole('dialog', { name: fileName });
  await expect(preview.getByTestId('markup-layer')).toBeVisible({ timeout: 15_000 });
  await preview.getByRole('button', { name: 'Markeringar', exact: true }).click();
  await expect(preview.getByRole('toolbar', { name: 'Markeringsverktyg' })).toBeVisible();
  return preview;
}

/** Where a markup is drawn, relative to the page's layer (pixels). */
async function placeOf(page: Page, text: string) {
  const layer = page.getByTestId('markup-layer');
  const id = await page.getByTestId('markup-row').filter({ hasText: text }).getAttribute('data-id');
  const box = await layer.locator(`[data-markup="${id}"]`).boundingBox();
  const frame = await layer.boundingBox();
  if (!box || !frame) throw new Error('not drawn');
  return { x: box.x - frame.x, y: box.y - frame.y, w: box.width, h: box.height };
}

test('a cloud drawn with the mouse, written, published, in place after a reload, replied to and resolved', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  let preview = await openMarkups(page);
  await preview.getByRole('button', { name: 'Moln' }).click();
  const layer = preview.getByTestId('markup-layer');
  const frame = await layer.boundingBox();
  if (!frame) throw new Error('no layer');
  await page.mouse.move(frame.x + frame.width * 0.2, frame.y + frame.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width * 0.45, frame.y + frame.height * 0.4, { steps: 8 });
  await page.mouse.up();
  const details = preview.getByTestId('markup-details');
  await details.getByLabel('Kommentar').fill('Kontrollera måttet');
  await details.getByRole('button', { name: 'Spara' }).click();
  await expect(preview.getByTestId('markup-row')).toContainText('Kontrollera måttet');
  await expect(preview.getByTestId('markup-row')).toContainText('Privat');
  await preview.getByTestId('markup-details').getByRole('button', { name: 'Publicera' }).click();
  await expect(preview.getByTestId('markup-row')).not.toContainText('Privat');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/markups-cloud.png' });
  const before = await placeOf(page, 'Kontrollera måttet');

  // The PDF with the published markups drawn in: a new PDF, from …/content?markups=published.
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Ladda ner med markeringar' }).click();
  const download = await downloading;
  expect(download.url()).toContain('markups=published');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.reload();
  preview = await openMarkups(page);
  await expect(preview.getByTestId('markup-row')).toContainText('Kontrollera måttet');
  const after = await placeOf(page, 'Kontrollera måttet');
  for (const key of ['x', 'y', 'w', 'h'] as const) expect(Math.abs(after[key] - before[key])).toBeLessThan(1.5);

  await preview.getByTestId('markup-row').click();
  const opened = preview.getByTestId('markup-details');
  await opened.getByLabel('Svara').fill('Måttet stämmer med A-40-1-002');
  await opened.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(opened.getByText('Måttet stämmer med A-40-1-002')).toBeVisible();
  await opened.getByRole('checkbox', { name: 'Löst' }).check();
  await expect(preview.getByTestId('markup-row')).toContainText('Löst');
  // Mantine's segmented control: its radios are under their labels.
  await preview.getByText('Olösta', { exact: true }).click();
  await expect(preview.getByTestId('markup-row')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/markups-resolved.png' });
  await context.close();
});

test('two revisions overlaid: the older in red, the newer in blue, the unchanged in grey', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  await page.goto(`/projekt/${projectId}/filer`);
  const row = page.getByRole('row').filter({ hasText: fileName });
  await row.getByRole('button', { name: /Rev\. B, 2 revisioner/ }).click();
  const history = page.getByRole('dialog', { name: `Revisioner av ${fileName}` });
  await history.getByRole('checkbox', { name: 'Jämför revision A' }).check();
  await history.getByRole('checkbox', { name: 'Jämför revision B' }).check();
  await history.getByRole('button', { name: 'Jämför markerade' }).click();
  const compare = page.getByRole('dialog', { name: `Revision A och B av ${fileName}` });
  await expect(compare.getByTestId('pdf-stage')).toHaveCount(2);
  // Zoomed together, scrolled together.
  await compare.getByRole('button', { name: 'Zooma in' }).click();
  await expect(compare.getByTestId('pdf-stage').first().locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  const stages = compare.getByTestId('pdf-stage');
  await expect
    .poll(async () => await stages.nth(1).evaluate((node) => node.scrollHeight > node.clientHeight))
    .toBe(true);
  await stages.first().evaluate((node) => node.scrollTo({ top: 200 }));
  await expect.poll(() => stages.nth(1).evaluate((node) => node.scrollTop)).toBeGreaterThan(150);
  await page.screenshot({ path: 'test-results/compare-in-step.png' });

  await compare.getByText('Överlagrat').click();
  const canvas = compare.getByTestId('overlay-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  const colours = await canvas.evaluate((node: HTMLCanvasElement) => {
    const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data ?? new Uint8ClampedArray();
    let red = 0;
    let blue = 0;
    let grey = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      if (r > 180 && g < 120 && b < 120) red++;
      else if (b > 150 && r < 90) blue++;
      else if (r < 170 && Math.abs(r - g) < 8 && Math.abs(g - b) < 8) grey++;
    }
    return { red, blue, grey };
  });
  expect(colours.blue).toBeGreaterThan(50);
  expect(colours.grey).toBeGreaterThan(50);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/compare-overlay.png' });
  await context.close();
});

test('on a phone: the tools above the page, the list in a drawer', async ({ browser }) => {
  const { context, page } = await signedIn(browser, { width: 390, height: 844 });
  const preview = await openMarkups(page);
  await preview.getByRole('button', { name: 'Rektangel' }).click();
  const frame = await preview.getByTestId('markup-layer').boundingBox();
  if (!frame) throw new Error('no layer');
  await page.mouse.move(frame.x + 40, frame.y + 120);
  await page.mouse.down();
  await page.mouse.move(frame.x + 160, frame.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(preview.getByTestId('markup-layer').locator('rect[data-markup]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/markups-phone-page.png' });
  await preview.getByRole('button', { name: 'Visa eller dölj listan över markeringar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Markeringar på sida 1' });
  await expect(drawer.getByTestId('markup-row').filter({ hasText: 'Rektangel' })).toHaveCount(1);
  await page.waitForTimeout(400);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/markups-phone.png' });
  await context.close();
});
