import fs from 'node:fs';
import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { postJson, seedProjectWithFile } from './support/project-with-file';

const unique = Math.random().toString(36).slice(2, 7);
const fileName = `Bygglov ${unique}`;

let api: APIRequestContext;
let token = '';
let projectId = '';
let shareLink = '';

/** An approved organization with an admin, one project, one PDF and a share link, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, {
    admin: { email: `logg-${unique}@e2e.se`, firstName: 'Logga', lastName: 'Berg' },
    organizationName: `Ekbygg ${unique}`,
    projectName: `Kv. Eken ${unique}`,
    fileName,
    documentType: 'Bygglov',
  }));
  const link = await postJson<{ url: string }>(api, 'create_share_link', { projectId, resourceType: 'files' }, token);
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

  // The share link says how often it was used and which files it opened. Uses and reads are written in batches
  // every few seconds (audit/read-recorder.ts): the share dialog is opened again until the batch with this one is in.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Dela', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Dela projektets filer' });
    await modal.getByRole('button', { name: /användning(ar)?, visa öppnade filer/ }).click({ timeout: 3_000 });
    await expect(page.getByText('Öppnade filer')).toBeVisible();
    await expect(page.getByRole('dialog').getByText(`${fileName} rev B`)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
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
