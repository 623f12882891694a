import fs from 'node:fs';
import { request, type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedProjectWithFile } from './support/project-with-file';
import { makePdf } from './support/sample-files';
import { unzip } from '../server/test/unzip';

const unique = Math.random().toString(36).slice(2, 7);
const fileName = `Fasadritning ${unique}`;

let api: APIRequestContext;
let token = '';
let projectId = '';
let otherToken = '';

/** A public project with one PDF (revision A) in one organization, and the admin of another organization. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, {
    admin: { email: `rev-${unique}@e2e.se`, firstName: 'Rut', lastName: 'Visionsson' },
    organizationName: `Revbygg ${unique}`,
    projectName: `Kv. Lärkan ${unique}`,
    fileName,
    documentType: 'Bygghandling',
  }));
  const visible = await api.put(`/api/v1/project/${projectId}`, {
    data: { visibility: 'public' },
    headers: { Authorization: `Token ${token}` },
  });
  expect(visible.ok(), await visible.text()).toBe(true);
  ({ token: otherToken } = await seedProjectWithFile(api, {
    admin: { email: `annan-${unique}@e2e.se`, firstName: 'Ann', lastName: 'Annan' },
    organizationName: `Annanbygg ${unique}`,
    projectName: `Kv. Staren ${unique}`,
    fileName: `Deras fil ${unique}`,
    documentType: 'Bygglov',
  }));
});

// The public project would show in every later journey's file lists: it goes with this file's journeys.
test.afterAll(async () => {
  await api.delete(`/api/v1/project/${projectId}`, { headers: { Authorization: `Token ${token}` } });
  await api.dispose();
});

async function signedIn(browser: Browser, as: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('id_token', value), as);
  return { context, page: await context.newPage() };
}

test('a new revision, its history, the old one previewed and both compared side by side', async ({ browser }) => {
  const { context, page } = await signedIn(browser, token);
  await page.goto(`/projekt/${projectId}/filer`);
  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row.getByText('Rev. A')).toBeVisible();
  await expect(row.getByText('Publicerad')).toBeVisible();

  await row.getByRole('button', { name: `Fler åtgärder för ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Ny revision' }).click();
  const dialog = page.getByRole('dialog', { name: `Ny revision av ${fileName}` });
  await expect(dialog.getByLabel('Revision')).toHaveValue('B');
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'fasad-rev-b.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(2, 'Revision B', ['Fasad mot väster ändrad']),
  });
  await dialog.getByLabel('Kommentar').fill('Fasad mot väster ändrad');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ladda upp revision' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${fileName} är nu revision B`)).toBeVisible();

  // The list shows the current revision; it opens the history.
  await row.getByRole('button', { name: /Rev\. B, 2 revisioner/ }).click();
  const history = page.getByRole('dialog', { name: `Revisioner av ${fileName}` });
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Rev. B');
  await expect(items.first()).toContainText('Aktuell');
  await expect(items.first()).toContainText('Fasad mot väster ändrad');
  await expect(items.first()).toContainText('Rut Visionsson');
  await expect(items.nth(1)).toContainText('Rev. A');
  // axe measures colours as painted: after the drawer's slide-in, not through its overlay's fade.
  await page.waitForTimeout(500);
  await expectNoSeriousA11yViolations(page);

  await history.getByRole('button', { name: 'Visa revision A' }).click();
  const preview = page.getByRole('dialog', { name: `${fileName} – revision A` });
  await expect(preview.getByTestId('pdf-stage').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByRole('paragraph').filter({ hasText: 'Sida 1 av 1' })).toBeVisible();
  await preview.getByRole('button', { name: 'Stäng' }).click();

  await history.getByRole('checkbox', { name: 'Jämför revision A' }).check();
  await history.getByRole('checkbox', { name: 'Jämför revision B' }).check();
  await history.getByRole('button', { name: 'Jämför markerade' }).click();
  const compare = page.getByRole('dialog', { name: `Revision A och B av ${fileName}` });
  await expect(compare.getByTestId('pdf-stage')).toHaveCount(2);
  await expect(compare.getByRole('paragraph').filter({ hasText: 'Sida 1 av 2' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/revisions-compare.png' });
  await context.close();
});

test('a new revision stays work in progress: another organization keeps revision A until B is published', async ({
  browser,
}) => {
  // Revision B (the journey before) started as work in progress: the other organization still reads A.
  const other = await signedIn(browser, otherToken);
  const search = `/byggfiler?q=${encodeURIComponent(fileName)}`;
  await other.page.goto(search);
  const theirRow = other.page.getByRole('row').filter({ hasText: fileName });
  await expect(theirRow.getByText('Rev. A')).toBeVisible();
  await expect(theirRow.getByText('Publicerad')).toBeVisible();

  const { context, page } = await signedIn(browser, token);
  await page.goto(`/projekt/${projectId}/filer`);
  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row.getByText('Under arbete')).toBeVisible();
  await page.screenshot({ path: 'test-results/status-wip.png' });

  // The status filter and the bulk bar: select it and publish revision B.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Under arbete' }).click();
  await expect(page).toHaveURL(/status=wip/);
  await row.getByRole('checkbox', { name: `Markera ${fileName}` }).check();
  await page.getByRole('button', { name: 'Ändra status' }).click();
  await page.getByRole('menuitem', { name: 'Publicerad' }).click();
  // Published, it leaves the list of work in progress.
  await expect(row).toBeHidden();
  await expect(page.getByText('Statusen har ändrats för 1 fil').last()).toBeVisible();

  await other.page.reload();
  await expect(theirRow.getByText('Rev. B')).toBeVisible();
  await other.context.close();
  await context.close();
});

test('"Ladda ner alla" streams the files the list shows as one ZIP', async ({ browser }) => {
  const { context, page } = await signedIn(browser, token);
  await page.goto(`/projekt/${projectId}/filer`);
  await expect(page.getByRole('row').filter({ hasText: fileName })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner alla' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Kv. Lärkan ${unique}.zip`);
  const zip = await unzip(fs.readFileSync(await download.path()));
  expect(zip.entries.map((e) => e.name)).toEqual([`${fileName}.pdf`]);
  // The current revision (B, two pages) is what the archive holds.
  expect(zip.entries[0]?.data.toString('latin1')).toContain('Revision B');
  await context.close();
});

test('the drawing register: a folder matched by drawing number, previewed, stored as revisions, exported', async ({
  browser,
}) => {
  const auth = { Authorization: `Token ${token}` };
  const upload = await api.post('/api/v1/upload_file?purpose=drawing', {
    headers: auth,
    multipart: { file: { name: 'plan1.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Plan 1 rev A') } },
  });
  for (const payload of [
    {
      name: 'Plan 1',
      drawingNumber: 'A-40.1-101',
      scale: '1:100',
      url: ((await upload.json()) as { url: string }).url,
    },
    { name: 'Fasad öster', drawingNumber: 'A-40.3-201', scale: '1:50' },
  ]) {
    const made = await api.post('/api/v1/drawingfile', {
      headers: auth,
      data: { project: projectId, drawingType: 'A-ritning', ...payload },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }

  const { context, page } = await signedIn(browser, token);
  await page.goto(`/projekt/${projectId}/filer?visa=forteckning`);
  const register = page.getByRole('table').last();
  await expect(register.getByRole('row').filter({ hasText: 'A-40.1-101' })).toContainText('Plan 1');
  await expect(register.getByRole('row').filter({ hasText: 'A-40.3-201' })).toContainText('1:50');

  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Välj filer' }).click();
  await (
    await choosing
  ).setFiles([
    { name: 'A-40.1-101_rev B.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Plan 1 rev B') },
    { name: 'A-40.3-201 Fasad öster.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Fasad öster A') },
    { name: 'X-99.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Okänd') },
  ]);
  await expect(page.getByText('Så här matchas 3 filer')).toBeVisible();
  const preview = page.getByRole('table').first();
  await expect(preview.getByRole('row').filter({ hasText: 'A-40.1-101_rev B.pdf' })).toContainText('Rev. B');
  await expect(preview.getByRole('row').filter({ hasText: 'A-40.3-201 Fasad öster.pdf' })).toContainText('Rev. A');
  await expect(preview.getByRole('row').filter({ hasText: 'X-99.pdf' })).toContainText('Inget ritningsnummer matchar');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/register-preview.png', fullPage: true });

  await page.getByRole('button', { name: 'Ladda upp 2 revisioner' }).click();
  await expect(page.getByText('2 nya revisioner har sparats')).toBeVisible();
  await page.getByRole('button', { name: 'Klar' }).click();
  await expect(register.getByRole('row').filter({ hasText: 'A-40.1-101' })).toContainText('B');
  await page.screenshot({ path: 'test-results/register.png', fullPage: true });

  await page.getByRole('button', { name: 'Exportera' }).click();
  const exporting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (Excel, semikolon)' }).click();
  const csv = fs.readFileSync(await (await exporting).path(), 'utf8');
  expect(csv).toContain('Ritningsnummer;Namn;Ritningstyp;Skala;Revision;Status;Datum');
  // A revision dropped into the register starts as work in progress (docs/api.md §7 "Status per revision").
  expect(csv).toContain('A-40.1-101;Plan 1;A-ritning;1:100;B;Under arbete');
  await context.close();
});

test('the grid shows each file by its first page', async ({ browser }) => {
  const { context, page } = await signedIn(browser, token);
  // The thumbnail is made in the background right after the upload: look until it is there.
  await expect
    .poll(
      async () => {
        const answer = await api.get(
          `/api/v1/constructionfile?query=${encodeURIComponent(JSON.stringify({ project: projectId }))}`,
          {
            headers: { Authorization: `Token ${token}` },
          },
        );
        return ((await answer.json()) as { result: Array<{ thumbnail: string | null }> }).result[0]?.thumbnail ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  await page.goto(`/projekt/${projectId}/filer`);
  await page.locator('label').filter({ hasText: 'Rutnät med miniatyrer' }).click();
  await expect(page).toHaveURL(/vy=rutnat/);
  const card = page.getByRole('article').filter({ hasText: fileName });
  await expect(card.locator('img')).toBeVisible();
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/grid.png', fullPage: true });
  await context.close();
});
