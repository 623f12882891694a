import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePdf, makePng } from './support/sample-files';

// Helpers stay in this file: other journeys keep theirs in their own spec files.
const PASSWORD = 'Byggare-2026!';
const unique = Math.random().toString(36).slice(2, 7);
const admin = { email: `maja-${unique}@e2e.se`, firstName: 'Maja', lastName: 'Holm' };
const projectName = `Kv. Tallen ${unique}`;
const fileName = `Teknisk beskrivning ${unique}`;
const drawingName = `A-40-1-001 Plan 1 ${unique}`;

let api: APIRequestContext;
let token = '';
let projectId = '';

async function post<T>(path: string, data: unknown, auth?: string): Promise<T> {
  const headers = auth ? { Authorization: `Token ${auth}` } : undefined;
  const response = await api.post(`/api/v1/${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type AuthAnswer = { api_token: string; user: { pendingOrganization?: { _id: string } | null } };

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  return context.newPage();
}

/** Drops the files into the upload modal's picker and fills in what every file needs. */
async function uploadThroughModal(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The drop zone names the server's limit (MAX_UPLOAD_MB, 512 by default here).
  await expect(dialog.getByText(/högst 512 MB per fil\./)).toBeVisible();
  await page.getByTestId('upload-input').setInputFiles(file);
  const item = dialog.getByRole('group', { name: file.name });
  await expect(item.getByText(/Uppladdad/)).toBeVisible();
  await item.getByLabel('Projekt').click();
  await page.getByRole('option', { name: projectName }).click();
  return { dialog, item };
}

/** An approved organization with an admin and one project, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  const chief = await post<AuthAnswer>('auth/register', {
    ...admin,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { create: { name: `Tallbygg ${unique}`, description: 'Skolor och bostäder' } },
  });
  const superadmin = await post<AuthAnswer>('auth/login', E2E.superadmin);
  const response = await api.put(`/api/v1/organization/${chief.user.pendingOrganization?._id ?? ''}`, {
    data: { approved: true },
    headers: { Authorization: `Token ${superadmin.api_token}` },
  });
  expect(response.ok()).toBe(true);
  token = chief.api_token;
  const project = await post<{ _id: string }>(
    'project',
    { name: projectName, type: 'Nybyggnad', startDate: '2026-03-02' },
    token,
  );
  projectId = project._id;
});

test.afterAll(async () => api.dispose());

test.describe.serial('construction files and drawings', () => {
  test('upload a 50-page PDF, find it, preview it, rename it and delete it', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/byggfiler');
    await expect(page.getByText('Inga byggfiler ännu')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const { dialog, item } = await uploadThroughModal(page, {
      name: `${fileName}.pdf`,
      mimeType: 'application/pdf',
      buffer: makePdf(50, 'Teknisk beskrivning'),
    });
    await expect(item.getByLabel('Namn')).toHaveValue(fileName);
    await item.getByLabel('Dokumenttyp').fill('Teknisk beskrivning');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Spara 1 fil' }).click();
    await expect(page.getByText('1 byggfil har laddats upp')).toBeVisible();
    // axe would otherwise catch the modal mid-fade, its half-transparent text failing contrast.
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: fileName });
    await expect(row).toContainText('Teknisk beskrivning');
    await expect(row).toContainText(projectName);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: fileName, exact: true }).click();
    const preview = page.getByRole('dialog', { name: fileName });
    // The toolbar says which page; the page itself (pdf.js's text layer) proves it was rendered.
    const indicator = preview.locator('p[aria-live]').first();
    const stage = preview.getByTestId('pdf-stage');
    await expect(indicator).toHaveText('Sida 1 av 50', { timeout: 20_000 });
    await expect(stage.locator('canvas')).toBeVisible();
    await expect(stage.getByText('Sida 1 av 50')).toBeAttached();
    await preview.getByRole('button', { name: 'Nästa sida' }).click();
    await expect(indicator).toHaveText('Sida 2 av 50');
    await expect(stage.getByText('Sida 2 av 50')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(indicator).toHaveText('Sida 3 av 50');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await row.getByRole('button', { name: `Fler åtgärder för ${fileName}` }).click();
    await page.getByRole('menuitem', { name: 'Redigera' }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera fil' });
    await edit.getByLabel('Namn').fill(`${fileName} rev B`);
    await edit.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(edit).toBeHidden();
    const renamed = page.getByRole('row').filter({ hasText: `${fileName} rev B` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Fler åtgärder för ${fileName} rev B` }).click();
    await page.getByRole('menuitem', { name: 'Ta bort' }).click();
    const confirm = page.getByRole('dialog', { name: `Ta bort ${fileName} rev B?` });
    await confirm.getByRole('button', { name: 'Ta bort filen' }).click();
    await expect(page.getByText(`${fileName} rev B har tagits bort`)).toBeVisible();
    await expect(page.getByText('Inga byggfiler ännu')).toBeVisible();
    await page.context().close();
  });

  test('upload a PNG drawing and find it in /ritningar', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/ritningar');
    await expect(page.getByText('Inga ritningar ännu')).toBeVisible();
    const { dialog, item } = await uploadThroughModal(page, {
      name: `${drawingName}.png`,
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await item.getByLabel('Ritningstyp').fill('A-ritning');
    await item.getByLabel('Information').fill('Skala 1:100');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Spara 1 fil' }).click();
    await expect(page.getByText('1 ritning har laddats upp')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Sök ritningar' }).fill('1:100');
    await expect(page).toHaveURL(/q=1%3A100/);
    const row = page.getByRole('row').filter({ hasText: drawingName });
    await expect(row).toContainText('A-ritning');
    await expect(row).toContainText(projectName);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: drawingName, exact: true }).click();
    await expect(page.getByRole('dialog', { name: drawingName }).getByRole('img', { name: drawingName })).toBeVisible();
    await page.context().close();
  });

  test('a word only inside a PDF is found, and the preview opens at its page', async ({ browser }) => {
    const name = `Miljöinventering ${unique}`;
    const pdf = makePdf(12, 'Miljöinventering', (n) =>
      n === 7 ? ['Radonmätningen i källaren visar låga halter.'] : ['Inventering av byggnadsdelar.'],
    );
    const uploaded = await api.post('/api/v1/upload_file', {
      headers: { Authorization: `Token ${token}` },
      multipart: { file: { name: 'miljo.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.ok()).toBe(true);
    const { url } = (await uploaded.json()) as { url: string };
    const file = await post<{ _id: string; textStatus: string }>(
      'constructionfile',
      { name, documentType: 'Protokoll', year: 2026, project: projectId, url },
      token,
    );
    expect(file.textStatus).toBe('pending');
    // Read in the background: done within seconds of the upload.
    await expect
      .poll(
        async () =>
          (
            (await (
              await api.get(`/api/v1/constructionfile/${file._id}`, { headers: { Authorization: `Token ${token}` } })
            ).json()) as { textStatus: string }
          ).textStatus,
        { timeout: 10_000 },
      )
      .toBe('done');

    const page = await signedInPage(browser);
    await page.goto('/byggfiler');
    await page.getByRole('searchbox', { name: 'Sök byggfiler' }).fill('radonmätning');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Radonmätningen', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: 'Sida 7:' }).click();
    const preview = page.getByRole('dialog', { name });
    await expect(preview.locator('p[aria-live]').first()).toHaveText('Sida 7 av 12', { timeout: 20_000 });
    await expect(
      preview.getByTestId('pdf-stage').getByText('Radonmätningen i källaren visar låga halter.'),
    ).toBeAttached();
    await page.context().close();
  });

  test('bookmark a file, then list only the bookmarked ones', async ({ browser }) => {
    const [other, starred] = [`Bygglov ${unique}`, `Kontrollplan ${unique}`];
    // Register entries without content are enough here: the filter is about bookmarks, not files.
    for (const name of [other, starred])
      await post('constructionfile', { name, year: 2026, documentType: 'Protokoll', project: projectId }, token);
    const page = await signedInPage(browser);
    await page.goto('/byggfiler');
    const starredRow = page.getByRole('row').filter({ hasText: starred });
    const otherRow = page.getByRole('row').filter({ hasText: other });
    await expect(otherRow).toBeVisible();
    // The chip's checkbox is visually hidden; a person clicks its label.
    const filter = page.getByRole('checkbox', { name: 'Bokmärkta' });
    const chip = page.getByText('Bokmärkta', { exact: true });

    await chip.click();
    await expect(filter).toBeChecked();
    await expect(page.getByText('Inga bokmärkta byggfiler')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Visa alla byggfiler' }).click();
    await expect(filter).not.toBeChecked();

    await starredRow.getByRole('button', { name: `Bokmärk ${starred}` }).click();
    await expect(starredRow.getByRole('button', { name: `Ta bort bokmärket för ${starred}` })).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/bookmarked=1/);
    await expect(starredRow).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(page.getByText(/^Visar 1–1 av 1$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The filter lives in the URL: a reload keeps it, and it combines with the search.
    await page.reload();
    await expect(starredRow).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Sök byggfiler' }).fill(other);
    await expect(page.getByText('Inga byggfiler matchar')).toBeVisible();
    await page.context().close();
  });
});
