import fs from 'node:fs';
import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { unzip } from '../server/test/unzip';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedProjectWithFile } from './support/project-with-file';

const unique = Math.random().toString(36).slice(2, 7);
const projectName = `Kv. Linden ${unique}`;
const fileName = `Kontrollplan ${unique}`;

let api: APIRequestContext;
let token = '';
let projectId = '';

/** An approved organization with an admin, one project and one PDF in it, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, {
    admin: { email: `dela-${unique}@e2e.se`, firstName: 'Dela', lastName: 'Holm' },
    organizationName: `Lindbygg ${unique}`,
    projectName,
    fileName,
    documentType: 'Kontrollplan',
  }));
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
  // A link ends: in 30 days unless another lifetime is chosen, and the day is shown before it is made.
  await expect(modal.getByRole('radio', { name: '30 dagar' })).toBeChecked();
  await expect(modal.getByText(/^Länken fungerar till och med \d{1,2} \S+ \d{4}\./)).toBeVisible();
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

  // Everything at once: one ZIP of the link's published files.
  const zipping = guest.waitForEvent('download');
  await guest.getByRole('link', { name: 'Ladda ner alla som ZIP' }).click();
  const zip = await unzip(fs.readFileSync(await (await zipping).path()));
  expect(zip.entries.map((e) => e.name)).toEqual([`${fileName}.pdf`]);

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
