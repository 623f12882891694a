import fs from 'node:fs';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePdf } from './support/sample-files';

// Helpers stay in this file: other journeys keep theirs in their own spec files.
const PASSWORD = 'Byggare-2026!';
const unique = Math.random().toString(36).slice(2, 7);
const admin = { email: `logg-${unique}@e2e.se`, firstName: 'Logga', lastName: 'Berg' };
const projectName = `Kv. Eken ${unique}`;
const fileName = `Bygglov ${unique}`;

let api: APIRequestContext;
let token = '';
let projectId = '';
let shareLink = '';

async function post<T>(path: string, data: unknown, auth?: string): Promise<T> {
  const headers = auth ? { Authorization: `Token ${auth}` } : undefined;
  const response = await api.post(`/api/v1/${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type AuthAnswer = { api_token: string; user: { pendingOrganization?: { _id: string } | null } };

/** An approved organization with an admin, one project, one PDF and a share link, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  const chief = await post<AuthAnswer>('auth/register', {
    ...admin,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { create: { name: `Ekbygg ${unique}`, description: 'Skolor' } },
  });
  const superadmin = await post<AuthAnswer>('auth/login', E2E.superadmin);
  const approved = await api.put(`/api/v1/organization/${chief.user.pendingOrganization?._id ?? ''}`, {
    data: { approved: true },
    headers: { Authorization: `Token ${superadmin.api_token}` },
  });
  expect(approved.ok()).toBe(true);
  token = chief.api_token;
  const project = await post<{ _id: string }>(
    'project',
    { name: projectName, type: 'Nybyggnad', startDate: '2026-03-02' },
    token,
  );
  projectId = project._id;
  const upload = await api.post(`/api/v1/upload_file?purpose=constructionfile&fileName=${fileName}.pdf`, {
    headers: { Authorization: `Token ${token}` },
    multipart: { file: { name: `${fileName}.pdf`, mimeType: 'application/pdf', buffer: makePdf(1, fileName) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  await post(
    'constructionfile',
    { name: fileName, project: projectId, url, year: 2026, documentType: 'Bygglov' },
    token,
  );
  const link = await post<{ url: string }>('create_share_link', { projectId, resourceType: 'files' }, token);
  shareLink = link.url;
});

test.afterAll(async () => api.dispose());

test('change a file, read it through a share link, find both in the audit log and export it', async ({ browser }) => {
  const chiefContext = await browser.newContext();
  await chiefContext.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  const page = await chiefContext.newPage();
  await page.goto(`/projekt/${projectId}/filer`);
  const row = page.getByRole('row').filter({ hasText: fileName });
  await row.getByRole('button', { name: `Fler åtgärder för ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Redigera' }).click();
  const edit = page.getByRole('dialog', { name: 'Redigera fil' });
  await edit.getByLabel('Namn').fill(`${fileName} rev B`);
  await edit.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(edit).toBeHidden();

  // A stranger downloads it through the project's share link.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(shareLink);
  const shared = guest.getByRole('row').filter({ hasText: `${fileName} rev B` });
  const downloading = guest.waitForEvent('download');
  await shared.getByRole('button', { name: `Ladda ner ${fileName} rev B` }).click();
  expect(await (await downloading).failure()).toBeNull();
  await guestContext.close();

  // The share link says how often it was used and which files it opened.
  await page.getByRole('button', { name: 'Dela', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Dela projektets filer' });
  await modal.getByRole('button', { name: /användning(ar)?, visa öppnade filer/ }).click();
  await expect(page.getByText('Öppnade filer')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(`${fileName} rev B`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The organization admin finds both on the organization's audit log.
  await page.goto('/my-organization?tab=log');
  const log = page.getByRole('table');
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'Ändrad' })
      .filter({ hasText: `${fileName} rev B` }),
  ).toBeVisible();
  const read = log
    .getByRole('row')
    .filter({ hasText: 'Läst' })
    .filter({ hasText: `${fileName} rev B` });
  await expect(read).toContainText('Via delningslänk');
  await expectNoSeriousA11yViolations(page);
  // On a phone the events are a list of cards, not a table to scroll sideways.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phoneContext.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  const phone = await phoneContext.newPage();
  await phone.goto('/my-organization?tab=log');
  await expect(phone.getByText('Via delningslänk').first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await phoneContext.close();

  await page.getByRole('combobox', { name: 'Händelse' }).click();
  await page.getByRole('option', { name: 'Läst' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Ändrad' })).toHaveCount(0);
  await expect(read).toBeVisible();

  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera CSV' }).click();
  const csv = await exporting;
  expect(csv.suggestedFilename()).toMatch(/^byggarkiv-handelselogg-.+\.csv$/);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text).toContain('at;action;entityType;entityName');
  expect(text).toContain(`read;constructionfile;${fileName} rev B`);
  expect(text).not.toContain(';update;');
  await chiefContext.close();
});
