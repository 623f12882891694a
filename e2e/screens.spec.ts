/**
 * The everyday screens, finished (issue #38): a search hit opens the viewer at its page with the words marked
 * and next/previous hit, the upload dialog keeps each file's project and checks fields as they are left, dates
 * read 2026-11-27 in lists and "27 nov. 2026" in running text, the audit log says what changed and which link
 * a read came through, and /ritningar leads to a project's drawing register. Keyboard only where it matters,
 * at phone width too, Swedish and English, axe clean.
 */
import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { postJson, seedProjectWithFile } from './support/project-with-file';
import { makePdf } from './support/sample-files';

const unique = Math.random().toString(36).slice(2, 7);
const projectName = `Kv. Linden ${unique}`;
const reportName = `Radonrapport ${unique}`;
const ISO_DATE = /20\d\d-\d\d-\d\d/;

let api: APIRequestContext;
let token = '';
let projectId = '';
let reportId = '';

async function signedIn(browser: Browser, options: { language?: 'sv' | 'en'; phone?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(options.phone ? { viewport: { width: 390, height: 844 } } : {});
  await context.addInitScript(
    ([value, language]) => {
      window.localStorage.setItem('id_token', value);
      window.localStorage.setItem('byggarkiv.language', language);
    },
    [token, options.language ?? 'sv'] as const,
  );
  return context.newPage();
}

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, {
    admin: { email: `skarm-${unique}@e2e.se`, firstName: 'Sara', lastName: 'Lind' },
    organizationName: `Lindbygg ${unique}`,
    projectName,
    fileName: `Bygglov ${unique}`,
    documentType: 'Bygglov',
  }));
  // Five pages; the search's word on pages 2 and 4 only.
  const pdf = makePdf(5, reportName, (page) =>
    page === 2 || page === 4 ? [`Radonmätningen i källaren, del ${page}.`] : ['Inget om luften här.'],
  );
  const upload = await api.post('/api/v1/upload_file?purpose=constructionfile&fileName=radon.pdf', {
    headers: { Authorization: `Token ${token}` },
    multipart: { file: { name: 'radon.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const file = await postJson<{ _id: string }>(
    api,
    'constructionfile',
    { name: reportName, project: projectId, url, year: 2026, documentType: 'Rapport' },
    token,
  );
  reportId = file._id;
  await expect
    .poll(
      async () =>
        (
          (await (
            await api.get(`/api/v1/constructionfile/${reportId}`, { headers: { Authorization: `Token ${token}` } })
          ).json()) as { textStatus: string }
        ).textStatus,
      { timeout: 20_000 },
    )
    .toBe('done');
});

test.afterAll(async () => api.dispose());

test('a search hit opens at its page with the words marked, and steps to the next and previous hit', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/byggfiler');
  await page.getByRole('searchbox', { name: 'Sök byggfiler' }).fill('radonmätning');
  const row = page.getByRole('row').filter({ hasText: reportName });
  await expect(row.getByRole('button', { name: 'Sida 2:' })).toBeVisible();
  // The list's date is the ISO date.
  await expect(row).toContainText(ISO_DATE);
  // The name, not only the excerpt, opens the hit's page.
  await row.getByRole('button', { name: reportName, exact: true }).click();
  const preview = page.getByRole('dialog', { name: reportName });
  await expect(preview.getByRole('paragraph').filter({ hasText: /^Sida 2 av 5$/ })).toBeVisible({ timeout: 20_000 });
  const stage = preview.getByTestId('pdf-stage');
  await expect(stage.locator('mark.search-hit').first()).toHaveText('Radonmätningen');
  await expect(preview.getByText('1 träff på den här sidan.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: the hit buttons are reached and pressed without a mouse, with a visible focus ring.
  const next = preview.getByRole('button', { name: 'Nästa träff' });
  await next.focus();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview.getByRole('paragraph').filter({ hasText: /^Sida 4 av 5$/ })).toBeVisible();
  await expect(stage.locator('mark.search-hit').first()).toHaveText('Radonmätningen');
  await page.keyboard.press('Enter');
  await expect(preview.getByText('Inga fler träffar efter den här sidan.')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(preview.getByRole('button', { name: 'Föregående träff' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview.getByRole('paragraph').filter({ hasText: /^Sida 2 av 5$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await page.context().close();
});

test('the upload dialog keeps each file its own project, offers "Använd för alla filer", checks as fields are left', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/byggfiler');
  await page.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('upload-input').setInputFiles([
    { name: 'Ritning_plan_1.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Plan 1') },
    { name: 'Ritning_plan_2.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Plan 2') },
  ]);
  const first = dialog.getByRole('group', { name: 'Ritning_plan_1.pdf' });
  const second = dialog.getByRole('group', { name: 'Ritning_plan_2.pdf' });
  await expect(first.getByText(/Uppladdad/)).toBeVisible();
  await expect(second.getByText(/Uppladdad/)).toBeVisible();
  // The name drops the file name's underscores.
  await expect(first.getByRole('textbox', { name: 'Namn' })).toHaveValue('Ritning plan 1');

  // Keyboard only: the first file's project is chosen by typing and Enter.
  const firstProject = first.getByRole('combobox', { name: 'Projekt' });
  await firstProject.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type(projectName);
  await page.getByRole('option', { name: projectName }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(firstProject).toHaveValue(projectName);
  // The second file keeps its own (empty) choice until asked.
  const secondProject = second.getByRole('combobox', { name: 'Projekt' });
  await expect(secondProject).toHaveValue('');
  // Leaving the second file's project empty says so at once.
  await secondProject.focus();
  await page.keyboard.press('Tab');
  await expect(second.getByText('Projekt är obligatoriskt')).toBeVisible();
  await first.getByRole('button', { name: 'Använd för alla filer' }).click();
  await expect(secondProject).toHaveValue(projectName);
  await expect(second.getByText('Projekt är obligatoriskt')).toBeHidden();
  // Clicking the chosen project again keeps it.
  await secondProject.click();
  await page.getByRole('option', { name: projectName }).click();
  await expect(secondProject).toHaveValue(projectName);

  // An emptied name says so as it happens.
  await first.getByRole('textbox', { name: 'Namn' }).fill('');
  await expect(first.getByText('Filnamnet får inte vara tomt.')).toBeVisible();
  await first.getByRole('textbox', { name: 'Namn' }).fill('Plan 1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Spara 2 filer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Ritning plan 2' })).toBeVisible();
  await page.context().close();
});

test('the audit log says from what to what a status changed and names the share link a read came through', async ({
  browser,
}) => {
  const { shareToken } = await postJson<{ shareToken: string }>(
    api,
    'create_share_link',
    { projectId, resourceType: 'files' },
    token,
  );
  const read = await api.get(
    `/api/v1/constructionfile/${reportId}/content?shareToken=${encodeURIComponent(shareToken)}`,
  );
  expect(read.ok()).toBe(true);
  const changed = await api.patch(`/api/v1/constructionfile/${reportId}`, {
    data: { status: 'archived' },
    headers: { Authorization: `Token ${token}` },
  });
  expect(changed.ok()).toBe(true);

  for (const [language, status, via, phone] of [
    ['sv', 'Från Publicerad till Arkiverad', /Länk skapad av Sara Lind, gäller till \d{4}-\d\d-\d\d/, false],
    ['en', 'From Published to Archived', /Link made by Sara Lind, valid until \d{4}-\d\d-\d\d/, true],
  ] as const) {
    const page = await signedIn(browser, { language, phone });
    await page.goto('/my-organization?tab=log');
    // The wide table and the phone's cards are both in the page; one of them shows.
    const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();
    await expect(shown(status)).toBeVisible();
    await expect(shown(via)).toBeVisible();
    await expect(shown(ISO_DATE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  }
});

test('/ritningar leads to a project drawing register; running text has long dates in each language', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/ritningar');
  await page.getByRole('button', { name: 'Ritningsförteckning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öppna en ritningsförteckning' });
  await dialog.getByRole('button', { name: 'Öppna förteckningen' }).click();
  await expect(dialog.getByText('Projekt är obligatoriskt')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('combobox', { name: 'Projekt' }).click();
  await page.getByRole('option', { name: projectName }).click();
  await dialog.getByRole('button', { name: 'Öppna förteckningen' }).click();
  await expect(page).toHaveURL(new RegExp(`/projekt/${projectId}/filer\\?visa=forteckning`));
  await expect(page.getByRole('button', { name: 'Exportera' })).toBeVisible();
  // The project header's start date in running text: "2 mars 2026".
  await expect(page.getByText('Start 2 mars 2026')).toBeVisible();
  await page.context().close();

  const english = await signedIn(browser, { language: 'en', phone: true });
  await english.goto(`/projekt/${projectId}/oversikt`);
  await expect(english.getByText('Start Mar 2, 2026')).toBeVisible();
  await expectNoSeriousA11yViolations(english);
  await english.context().close();
});
