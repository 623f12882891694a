import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { postJson, seedProjectWithFile } from './support/project-with-file';
import { makePdf } from './support/sample-files';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../common/limits';

// The list screens at the widths the app supports (#38): actions always in view, cards and filters behind a
// button on a phone, what the search box searches, thumbnails, and every list action by keyboard alone.
const unique = Math.random().toString(36).slice(2, 7);
const world = {
  admin: { email: `lina-${unique}@e2e.se`, firstName: 'Lina', lastName: 'Berg' },
  organizationName: `Listbygg ${unique}`,
  projectName: `Kv. Listan ${unique}`,
  fileName: `Bygglov ${unique}`,
  documentType: 'Bygglov',
};
const reportName = `Fuktrapport ${unique}`;
const longType = 'Relationshandling för ventilation, värme och sanitet – slutbesiktning etapp 2';

let api: APIRequestContext;
let token = '';
let projectId = '';

async function openAs(browser: Browser, viewport: { width: number; height: number }, language = 'sv') {
  const context = await browser.newContext({ viewport });
  const storage = { [TOKEN_STORAGE_KEY]: token, [LANGUAGE_STORAGE_KEY]: language };
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  return { context, page: await context.newPage() };
}

const file = (id: string) =>
  api
    .get(`/api/v1/constructionfile/${id}`, { headers: { Authorization: `Token ${token}` } })
    .then((r) => r.json() as Promise<{ textStatus: string; thumbnail: string | null }>);

/** Nothing on the page reaches past the viewport's right edge: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The element is inside the viewport, not scrolled out of it. */
async function expectInViewport(page: Page, locator: ReturnType<Page['locator']>) {
  // The row menu's button is swapped for the loaded menu after the first paint: wait for the one that stays.
  await expect(locator).toBeVisible();
  await page.waitForLoadState('networkidle');
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
}

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, world));
  // A three-page report whose second page holds the word searched for, under a long document type.
  const pdf = makePdf(3, reportName, (n) => (n === 2 ? ['Fuktmätningen i bjälklaget visar låga värden.'] : ['Ok.']));
  const uploaded = await api.post('/api/v1/upload_file', {
    headers: { Authorization: `Token ${token}` },
    multipart: { file: { name: 'fukt.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.ok()).toBe(true);
  const { url } = (await uploaded.json()) as { url: string };
  const report = await postJson<{ _id: string }>(
    api,
    'constructionfile',
    { name: reportName, documentType: longType, year: 2026, project: projectId, url },
    token,
  );
  // Text and thumbnail are made in the background, within seconds of the upload.
  await expect.poll(async () => (await file(report._id)).textStatus, { timeout: 15_000 }).toBe('done');
  await expect.poll(async () => (await file(report._id)).thumbnail !== null, { timeout: 15_000 }).toBe(true);
});

test.afterAll(async () => api.dispose());

test('at 1440 × 900 every row keeps its actions in view, with its thumbnail and whole document type', async ({
  browser,
}) => {
  const { context, page } = await openAs(browser, { width: 1440, height: 900 });
  await page.goto('/byggfiler');
  const search = page.getByRole('searchbox', { name: 'Sök byggfiler' });
  await expect(search).toHaveAttribute('placeholder', 'Sök i namn, dokumenttyp och text i PDF-filerna…');
  const row = page.getByRole('row').filter({ hasText: reportName });
  await expect(row).toBeVisible();
  await expectInViewport(page, row.getByRole('button', { name: `Ladda ner ${reportName}` }));
  await expectInViewport(page, row.getByRole('button', { name: `Fler åtgärder för ${reportName}` }));
  // The long type is cut to its column; the whole of it is the cell's tooltip.
  await expect(row.getByTitle(longType)).toBeVisible();
  // The first page instead of a generic PDF icon.
  await expect(row.locator('img')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // The project's files tab, and the grid with where a search found its words.
  await page.goto(`/projekt/${projectId}/filer`);
  const tabRow = page.getByRole('row').filter({ hasText: reportName });
  await expectInViewport(page, tabRow.getByRole('button', { name: `Fler åtgärder för ${reportName}` }));
  await page.goto('/byggfiler?q=fuktm%C3%A4tningen&vy=rutnat');
  const card = page.getByRole('article').filter({ hasText: reportName });
  await expect(card.getByText('Fuktmätningen', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sida 2:' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('in English the search box says what it searches, and the list stays clean for axe', async ({ browser }) => {
  const { context, page } = await openAs(browser, { width: 1440, height: 900 }, 'en');
  await page.goto('/ritningar');
  await expect(page.getByRole('searchbox', { name: 'Search drawings' })).toHaveAttribute(
    'placeholder',
    'Search names, drawing numbers, types and text in the PDFs…',
  );
  await page.goto('/byggfiler');
  await expect(page.getByRole('searchbox', { name: 'Search construction files' })).toHaveAttribute(
    'placeholder',
    'Search names, document types and text in the PDFs…',
  );
  await expect(page.getByRole('row').filter({ hasText: reportName })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards: search, open a hit and change its status; filters behind one button', async ({ browser }) => {
    const { context, page } = await openAs(browser, { width: 390, height: 844 });
    await page.goto('/byggfiler');
    const list = page.getByRole('list', { name: 'Byggfiler' });
    const card = list.getByRole('listitem').filter({ hasText: reportName });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Name, type, status, revision, project, first page and actions: all in view.
    await expect(card.getByText(longType)).toBeVisible();
    await expect(card.getByText('Publicerad')).toBeVisible();
    await expect(card.getByText(world.projectName)).toBeVisible();
    await expect(card.locator('img')).toBeVisible();
    await expectInViewport(page, card.getByRole('button', { name: `Fler åtgärder för ${reportName}` }));
    // The filters wait behind one button; the status filter is one of them.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Sök byggfiler' }).fill('fuktmätningen');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByText('Fuktmätningen', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Sida 2:' }).click();
    const preview = page.getByRole('dialog', { name: reportName });
    await expect(preview.getByTestId('pdf-stage').locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await card.getByRole('button', { name: `Fler åtgärder för ${reportName}` }).click();
    await page.getByRole('menuitem', { name: 'Under arbete' }).click();
    await expect(page.getByText('Statusen har ändrats för 1 fil')).toBeVisible();
    await expect(card.getByText('Under arbete')).toBeVisible();

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Under arbete' }).click();
    await expect(page).toHaveURL(/status=wip/);
    await expect(page.getByRole('button', { name: 'Filter, 1 valt' })).toBeVisible();
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/lists-phone-files.png' });
    await context.close();
  });

  test('the project database, the drawings and the audit log as cards, their filters behind a button', async ({
    browser,
  }) => {
    const { context, page } = await openAs(browser, { width: 390, height: 844 });
    await page.goto('/projektdatabas');
    const project = page.getByRole('list', { name: 'Projektdatabas' }).getByRole('listitem');
    await expect(project.filter({ hasText: world.projectName })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Projekttyp' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('combobox', { name: 'Projekttyp' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/ritningar');
    await expect(page.getByText('Inga ritningar ännu')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/my-organization?tab=log');
    await expect(page.getByText(world.projectName).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByLabel('Från', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByLabel('Från', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

test('every list action by keyboard alone, with visible focus', async ({ browser }) => {
  const { context, page } = await openAs(browser, { width: 1440, height: 900 });
  await page.goto(`/projekt/${projectId}/filer`);
  const row = page.getByRole('row').filter({ hasText: world.fileName });
  await expect(row).toBeVisible();

  // A text box shows its focus by its border (buttons and checkboxes by an outline).
  const searchBox = page.getByRole('searchbox', { name: 'Sök byggfiler' });
  const idleBorder = await searchBox.evaluate((el) => getComputedStyle(el).borderColor);
  await tabTo(page, 'Sök byggfiler');
  await expect.poll(() => searchBox.evaluate((el) => getComputedStyle(el).borderColor)).not.toBe(idleBorder);
  await page.keyboard.type(world.fileName);
  await expect(page.getByRole('row')).toHaveCount(2);

  // Bookmark, select, preview, download, then the menu's status change.
  await tabTo(page, `Markera ${world.fileName}`);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(page.getByText('1 byggfil markerad')).toBeVisible();
  await tabTo(page, `Bokmärk ${world.fileName}`);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: `Ta bort bokmärket för ${world.fileName}` })).toBeVisible();
  await tabTo(page, world.fileName);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: world.fileName });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await tabTo(page, `Ladda ner ${world.fileName}`);
  await expectVisibleFocus(page);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toContain(world.fileName);

  await tabTo(page, `Fler åtgärder för ${world.fileName}`);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const wip = menu.getByRole('menuitem', { name: 'Under arbete' });
  for (let i = 0; i < 12 && !(await wip.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Statusen har ändrats för 1 fil')).toBeVisible();
  await expect(row.getByText('Under arbete')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
