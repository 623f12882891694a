import fs from 'node:fs';
import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInWithPassword } from './support/sign-in';

// Helpers stay in this file: other journeys keep theirs in their own spec files.
const PASSWORD = 'Byggare-2026!';
const unique = Math.random().toString(36).slice(2, 7);
const admin = { email: `ingrid-${unique}@e2e.se`, firstName: 'Ingrid', lastName: 'Holm' };
const imported = `Kv. Importen ${unique}`;

let api: APIRequestContext;

async function post<T>(path: string, data: unknown, token?: string): Promise<T> {
  const headers = token ? { Authorization: `Token ${token}` } : undefined;
  const response = await api.post(`/api/v1/${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type AuthAnswer = { api_token: string; user: { _id: string; pendingOrganization?: { _id: string } | null } };

/** An approved organization with its admin, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  const chief = await post<AuthAnswer>('auth/register', {
    ...admin,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { create: { name: `Importbygg ${unique}`, description: 'Flyttar från Excel' } },
  });
  const organizationId = chief.user.pendingOrganization?._id ?? '';
  const superadmin = await post<AuthAnswer>('auth/login', E2E.superadmin);
  const response = await api.put(`/api/v1/organization/${organizationId}`, {
    data: { approved: true },
    headers: { Authorization: `Token ${superadmin.api_token}` },
  });
  expect(response.ok()).toBe(true);
});

test.afterAll(async () => {
  await api.dispose();
});

test('import projects from a semicolon CSV with one bad row', async ({ page }) => {
  await page.goto('/sign-in');
  await signInWithPassword(page, admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/projektdatabas');
  await page.getByRole('button', { name: 'Importera projekt från CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importera projekt' });
  await expect(dialog.getByRole('table', { name: 'Kolumner' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Nästa' }).click();

  const csv = `\uFEFFnamn;typ;startdatum;synlighet\n${imported};Nybyggnad;2026-05-04;organisation\nTrasig rad;Nybyggnad;inte-ett-datum;organisation\n`;
  await dialog
    .getByTestId('upload-input')
    .setInputFiles({ name: 'projekt.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
  await expect(dialog.getByText('Vald fil: projekt.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Starta import' }).click();

  await expect(dialog.getByText('Projekten importerades delvis')).toBeVisible();
  await expect(dialog.getByTestId('import-imported')).toHaveText('1');
  await expect(dialog.getByTestId('import-failed')).toHaveText('1');
  const report = dialog.getByRole('table', { name: 'Valideringsfel' });
  // The row as the sheet numbers data rows, the column by the sheet's own header, the reason in Swedish.
  await expect(report.getByRole('row').nth(1)).toContainText('2');
  await expect(report.getByRole('row').nth(1)).toContainText('startdatum');
  await expect(report.getByRole('row').nth(1)).toContainText('Ogiltigt datum');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Ladda ner rapport (CSV)' }).click();
  const reportFile = await download;
  expect(reportFile.suggestedFilename()).toMatch(/\.csv$/);
  const text = fs.readFileSync((await reportFile.path()) ?? '', 'utf8');
  expect(text.replace('\uFEFF', '').split('\r\n').slice(0, 4)).toEqual([
    'Projekten importerades delvis',
    'Importerade;1',
    'Fanns redan;0',
    'Misslyckade;1',
  ]);

  // The same file again: nothing new, and the report says the rows were already there rather than failing.
  await dialog.getByRole('button', { name: 'Importera en fil till' }).click();
  await dialog.getByRole('button', { name: 'Nästa' }).click();
  const again = `\uFEFFnamn;typ;startdatum;synlighet\n${imported};Nybyggnad;2026-05-04;organisation\n;;;\n`;
  await dialog
    .getByTestId('upload-input')
    .setInputFiles({ name: 'projekt.csv', mimeType: 'text/csv', buffer: Buffer.from(again, 'utf-8') });
  await dialog.getByRole('button', { name: 'Starta import' }).click();
  await expect(dialog.getByText('Inga projekt importerades')).toBeVisible();
  await expect(dialog.getByText(/Alla rader fanns redan/)).toBeVisible();
  await expect(dialog.getByTestId('import-skipped')).toHaveText('1');
  await expect(dialog.getByTestId('import-failed')).toHaveText('0');

  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: imported })).toBeVisible();
});
