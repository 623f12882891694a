import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePdf } from './support/sample-files';

// Helpers stay in this file: other journeys keep theirs in their own spec files.
const PASSWORD = 'Byggare-2026!';
const unique = Math.random().toString(36).slice(2, 7);
const admin = { email: `dela-${unique}@e2e.se`, firstName: 'Dela', lastName: 'Holm' };
const projectName = `Kv. Linden ${unique}`;
const fileName = `Kontrollplan ${unique}`;

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

/** An approved organization with an admin, one project and one PDF in it, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  const chief = await post<AuthAnswer>('auth/register', {
    ...admin,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { create: { name: `Lindbygg ${unique}`, description: 'Bostäder' } },
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
    { name: fileName, project: projectId, url, year: 2026, documentType: 'Kontrollplan' },
    token,
  );
});

test.afterAll(async () => api.dispose());

test('share the project files with a public link, use it without an account, then revoke it', async ({ browser }) => {
  const chiefContext = await browser.newContext();
  await chiefContext.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  const page = await chiefContext.newPage();
  await page.goto(`/projekt/${projectId}/filer`);
  await page.getByRole('button', { name: 'Dela', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Dela projektets filer' });
  await expect(modal.getByText('Projektet har inga delade länkar ännu.')).toBeVisible();
  await modal.getByRole('button', { name: 'Skapa länk' }).click();
  const field = modal.getByRole('textbox', { name: 'Ny publik länk' });
  await expect(field).toHaveValue(/\/shared\/projekt\/.+\?shareToken=/);
  const link = await field.inputValue();
  await expect(modal.getByRole('row').filter({ hasText: 'Aktiv' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // A stranger: a fresh context, never signed in.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/shared\/projekt\/[^/]+\/filer\?shareToken=/);
  await expect(guest.getByRole('heading', { name: projectName })).toBeVisible();
  const row = guest.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('Kontrollplan');
  await expect(guest.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expectNoSeriousA11yViolations(guest);

  await row.getByRole('button', { name: `Förhandsvisa ${fileName}` }).click();
  const preview = guest.getByRole('dialog', { name: fileName });
  await expect(preview.getByTestId('pdf-stage').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await guest.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const downloading = guest.waitForEvent('download');
  await row.getByRole('button', { name: `Ladda ner ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await download.failure()).toBeNull();

  // The chief sees the use and revokes the link.
  await modal.getByRole('button', { name: 'Återkalla länk' }).click();
  await modal.getByRole('button', { name: 'Återkalla', exact: true }).click();
  await expect(page.getByText('Länken är återkallad')).toBeVisible();
  await expect(modal.getByRole('row').filter({ hasText: 'Återkallad' })).toHaveCount(1);

  await guest.reload();
  await expect(guest.getByText('Länken är inte längre giltig')).toBeVisible();
  await expect(guest.getByText(fileName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(guest);
  await guestContext.close();
  await chiefContext.close();
});
