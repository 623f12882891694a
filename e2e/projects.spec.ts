import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInWithPassword } from './support/sign-in';

// Helpers stay in this file: other journeys keep theirs in their own spec files.
const PASSWORD = 'Byggare-2026!';
const unique = Math.random().toString(36).slice(2, 7);
const admin = { email: `hanna-${unique}@e2e.se`, firstName: 'Hanna', lastName: 'Ek' };
const member = { email: `olle-${unique}@e2e.se`, firstName: 'Olle', lastName: 'Strand' };
const projectName = `Kv. Lärkan ${unique}`;
const seeded = {
  preschool: `Solgläntan förskola ${unique}`,
  harbour: `Hamnplanen markarbeten ${unique}`,
  housing: `Brf Eken stambyte ${unique}`,
};

let api: APIRequestContext;

async function post<T>(path: string, data: unknown, token?: string): Promise<T> {
  const headers = token ? { Authorization: `Token ${token}` } : undefined;
  const response = await api.post(`/api/v1/${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function put(path: string, data: unknown, token: string): Promise<void> {
  const response = await api.put(`/api/v1/${path}`, { data, headers: { Authorization: `Token ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

type AuthAnswer = { api_token: string; user: { _id: string; pendingOrganization?: { _id: string } | null } };

const register = (person: typeof admin, organization: unknown) =>
  post<AuthAnswer>('auth/register', {
    ...person,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization,
  });

/** An approved organization with an admin (a project chief), a member and a few projects, made through the API. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  const chief = await register(admin, { create: { name: `Lärkbygg ${unique}`, description: 'Skolor och bostäder' } });
  const organizationId = chief.user.pendingOrganization?._id ?? '';
  const superadmin = await post<AuthAnswer>('auth/login', E2E.superadmin);
  await put(`organization/${organizationId}`, { approved: true }, superadmin.api_token);
  const token = (await post<AuthAnswer>('auth/login', { email: admin.email, password: PASSWORD })).api_token;
  const joined = await register(member, { join: organizationId });
  await post('add_org_member', { organizationId, userId: joined.user._id, role: 'member' }, token);
  const projects = [
    { name: seeded.preschool, type: 'Nybyggnad', sector: 'Skola och förskola', visibility: 'organization' },
    { name: seeded.harbour, type: 'Markarbeten', sector: 'Infrastruktur och transport', visibility: 'public' },
    { name: seeded.housing, type: 'Renovering', sector: 'Bostäder', visibility: 'members' },
  ];
  for (const project of projects) {
    await post('project', { ...project, description: 'Seedat för e2e', startDate: '2026-03-02' }, token);
  }
});

test.afterAll(async () => {
  await api.dispose();
});

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/sign-in');
  await signInWithPassword(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  // The charts load after the first paint, with the activities' status names from their own catalog.
  await expect(page.getByRole('img', { name: /^Aktiviteter per status: Att göra: \d+, Pågående: \d+/ })).toBeVisible();
  return page;
}

/** The calendar labels days as "D MMMM YYYY" in Swedish, e.g. "7 mars 2026". */
function dayLabel(date: Date): string {
  return `${date.getDate()} ${date.toLocaleString('sv-SE', { month: 'long' })} ${date.getFullYear()}`;
}

const column = (page: Page, name: string) => page.getByRole('region', { name });

test.describe.serial('projects', () => {
  test('wizard → team → activities through the board → budget → archive', async ({ browser }) => {
    const page = await signedInPage(browser, admin.email);

    await page.getByRole('button', { name: 'Nytt projekt' }).first().click();
    const wizard = page.getByRole('form', { name: 'Nytt projekt' });
    await wizard.getByRole('button', { name: 'Nästa' }).click();
    await expect(wizard.getByText('Projektnamn är obligatoriskt')).toBeVisible();
    await wizard.getByLabel('Projektnamn').fill(projectName);
    await wizard.getByLabel('Beskrivning').fill('Ny förskola med sex avdelningar.');
    await wizard.getByRole('button', { name: 'Nästa' }).click();
    await wizard.getByRole('combobox', { name: 'Projekttyp' }).click();
    await page.getByRole('option', { name: 'Nybyggnad' }).click();
    await wizard.getByRole('combobox', { name: 'Sektor' }).click();
    await page.getByRole('option', { name: 'Skola och förskola' }).click();
    await wizard.getByRole('button', { name: 'Nästa' }).click();
    await wizard.getByRole('radio', { name: /Projektteam/ }).click();
    await wizard.getByRole('button', { name: 'Skapa projekt' }).click();

    await expect(page).toHaveURL(/\/projekt\/[^/]+\/oversikt$/);
    await expect(page.getByRole('heading', { level: 2, name: projectName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Projektteam', exact: true }).click();
    await page.getByRole('button', { name: 'Lägg till teammedlem' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Lägg till teammedlemmar' });
    await addDialog.getByRole('combobox', { name: 'Kollegor' }).click();
    await page.getByRole('option', { name: /Olle Strand/ }).click();
    await addDialog.getByText('Välj kollegor i projektets organisation', { exact: false }).click();
    await addDialog.getByRole('button', { name: /Lägg till 1 person/ }).click();
    await expect(page.getByRole('row', { name: /Olle Strand/ })).toBeVisible();

    await page.getByRole('link', { name: 'Aktiviteter', exact: true }).click();
    await page.getByRole('button', { name: 'Ny aktivitet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny aktivitet' });
    await dialog.getByLabel('Namn').fill('Schakt och grundläggning');
    await dialog.getByRole('combobox', { name: 'Ansvarig' }).click();
    await page.getByRole('option', { name: 'Olle Strand' }).click();
    await dialog.getByRole('button', { name: 'Deadline' }).click();
    await page.getByRole('button', { name: dayLabel(new Date()), exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Nyckelord' }).fill('mark');
    await dialog.getByRole('combobox', { name: 'Nyckelord' }).press('Enter');
    await dialog.getByRole('button', { name: 'Skapa aktivitet' }).click();
    await expect(column(page, 'Att göra').getByText('Schakt och grundläggning')).toBeVisible();

    for (const status of ['Pågående', 'Avklarade']) {
      await page.getByRole('button', { name: 'Åtgärder för Schakt och grundläggning' }).click();
      await page.getByRole('menuitem', { name: `Flytta till ${status}` }).click();
      await expect(column(page, status).getByText('Schakt och grundläggning')).toBeVisible();
    }
    await expect(page.getByRole('img', { name: `Färdigställt av ${projectName}` })).toContainText('100 %');

    await page.getByRole('link', { name: 'Budget', exact: true }).click();
    await page.getByLabel('Budget', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByText('Budgeten måste vara ett positivt heltal')).toBeVisible();
    await page.getByLabel('Budget', { exact: true }).fill('1250000');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByText('Budgeten har sparats')).toBeVisible();
    await expect(page.getByTestId('budget-amount')).toHaveText(/1\s250\s000\skr/);

    await page.getByRole('link', { name: 'Inställningar', exact: true }).click();
    await page.getByRole('button', { name: 'Arkivera', exact: true }).click();
    await page.getByRole('dialog', { name: 'Arkivera projektet' }).getByRole('button', { name: 'Arkivera' }).click();
    await expect(page.getByText('Projektet har arkiverats')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Återaktivera', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText(projectName)).toBeVisible();
    await expect(page.getByText('Arkiverat', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Projektdatabas', exact: true }).click();
    await expect(page.getByRole('link', { name: projectName })).toHaveCount(0);
    await page.getByText('Arkiverade', { exact: true }).click();
    await expect(page.getByRole('link', { name: projectName })).toBeVisible();
    await page.context().close();
  });

  test('search, filter and bookmark in the project database', async ({ browser }) => {
    const page = await signedInPage(browser, admin.email);
    await page.goto('/projektdatabas');
    await expect(page.getByRole('link', { name: seeded.preschool })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Sök projekt' }).fill('hamnplanen');
    await expect(page.getByRole('link', { name: seeded.harbour })).toBeVisible();
    await expect(page.getByRole('link', { name: seeded.preschool })).toHaveCount(0);
    await expect(page).toHaveURL(/q=hamnplanen/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Sök projekt' })).toHaveValue('hamnplanen');
    await expect(page.getByText('Visar 1–1 av 1')).toBeVisible();

    await page.getByRole('button', { name: 'Rensa sökningen' }).click();
    await page.getByRole('combobox', { name: 'Projekttyp' }).click();
    await page.getByRole('option', { name: 'Renovering' }).click();
    await expect(page.getByRole('link', { name: seeded.housing })).toBeVisible();
    await expect(page.getByRole('link', { name: seeded.harbour })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('link', { name: seeded.harbour })).toBeVisible();

    await expect(page.getByRole('combobox', { name: 'Projekttyp' })).toHaveValue('');
    await page.getByRole('button', { name: `Bokmärk ${seeded.preschool}` }).click();
    await expect(page.getByRole('button', { name: `Ta bort bokmärket för ${seeded.preschool}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByText('Bokmärkta', { exact: true }).click();
    await expect(page.getByRole('link', { name: seeded.preschool })).toBeVisible();
    await expect(page.getByRole('link', { name: seeded.housing })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: seeded.preschool })).toBeVisible();
    await expect(page.getByText('Visar 1–1 av 1')).toBeVisible();
    await page.context().close();
  });
});
