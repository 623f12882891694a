/**
 * The everyday screens, the rest of #38: the role in the project in the team table, an organization's projects
 * on its page, the step-by-step guides behind the help drawer, a sort choice on the phone's card lists, and the
 * upload dialog, the lists and the viewer by keyboard alone. At 1440 × 900 and 390 × 844, Swedish and English,
 * axe clean; each screen is saved as a screenshot beside the test's results.
 */
import {
  request,
  type APIRequestContext,
  type Browser,
  type FileChooser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../common/limits';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { postJson, seedProjectWithFile } from './support/project-with-file';
import { makePdf } from './support/sample-files';

const unique = Math.random().toString(36).slice(2, 7);
const world = {
  admin: { email: `maja-${unique}@e2e.se`, firstName: 'Maja', lastName: 'Ek' },
  organizationName: `Ekbygg ${unique}`,
  projectName: `Kv. Eken ${unique}`,
  fileName: `Bygglov ${unique}`,
  documentType: 'Bygglov',
};
const otherProjects = [`Arkaden ${unique}`, `Örnen ${unique}`];
const planName = `Arbetsmiljöplan ${unique}`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let api: APIRequestContext;
let token = '';
let projectId = '';

async function openAs(browser: Browser, viewport: { width: number; height: number }, language: 'sv' | 'en' = 'sv') {
  const context = await browser.newContext({ viewport });
  const storage = { [TOKEN_STORAGE_KEY]: token, [LANGUAGE_STORAGE_KEY]: language };
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  return { context, page: await context.newPage() };
}

/** A screenshot of the whole page among the test's results, to be looked at. */
async function shoot(page: Page, info: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ token, projectId } = await seedProjectWithFile(api, world));
  for (const name of otherProjects) {
    await postJson(api, 'project', { name, type: 'Ombyggnad', startDate: '2025-09-01' }, token);
  }
  const upload = await api.post('/api/v1/upload_file', {
    headers: { Authorization: `Token ${token}` },
    multipart: { file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: makePdf(2, planName) } },
  });
  expect(upload.ok()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  await postJson(
    api,
    'constructionfile',
    { name: planName, documentType: 'Arbetsmiljöplan', year: 2025, project: projectId, url },
    token,
  );
});

test.afterAll(async () => api.dispose());

test('the team table shows the role in the project, and whoever manages the team changes it by keyboard', async ({
  browser,
}, info) => {
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto(`/projekt/${projectId}/projektteam`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Roll i projektet' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Maja Ek' });
  await expect(row.getByText('Ingen roll angiven')).toBeVisible();
  await tabTo(page, 'Ändra roll för Maja Ek');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Roll i projektet – Maja Ek' });
  await expect(dialog).toBeVisible();
  const role = dialog.getByRole('combobox', { name: 'Roll' });
  await expect(role).toBeFocused();
  // Too long is said as it is typed; the suggestions are offered.
  await role.fill('x'.repeat(81));
  await expect(dialog.getByText('Roll får vara högst 80 tecken')).toBeVisible();
  await role.fill('');
  await page.keyboard.type('Plats');
  await expect(page.getByRole('option', { name: 'Platschef' })).toBeVisible();
  await page.keyboard.type('chef');
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'team-role-dialog-sv-desktop');
  await tabTo(page, 'Spara roll');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Rollen för Maja Ek har sparats')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Platschef', { exact: true })).toBeVisible();
  await expect(page.getByText('Rollen för Maja Ek har sparats')).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'team-role-sv-desktop');
  await context.close();

  const phone = await openAs(browser, PHONE, 'en');
  await phone.page.goto(`/projekt/${projectId}/projektteam`);
  // A card per member on a phone: the role in view, nothing to scroll sideways for.
  const card = phone.page.getByRole('list', { name: 'Project team' }).getByRole('article', { name: 'Maja Ek' });
  await expect(card.getByText('Role in the project:')).toBeVisible();
  await expect(card.getByText('Platschef')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change the role of Maja Ek' })).toBeVisible();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(phone.page);
  await shoot(phone.page, info, 'team-role-en-phone');
  await phone.context.close();
});

test("an organization's projects are listed on its page, searched and paged by the server", async ({
  browser,
}, info) => {
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto('/my-organization');
  await page.getByRole('tab', { name: 'Projekt' }).click();
  await expect(page).toHaveURL(/tab=projects/);
  const table = page.getByRole('table');
  for (const name of [world.projectName, ...otherProjects])
    await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Visar 1–3 av 3')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök projekt' }).fill('Arkaden');
  await expect(table.getByRole('link')).toHaveCount(1);
  await expect(page.getByText('Visar 1–1 av 1')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök projekt' }).fill('');
  await expect(table.getByRole('link')).toHaveCount(3);
  // The header sorts on a desktop.
  await table.getByRole('button', { name: 'Projektnamn' }).click();
  await expect(table.getByRole('link').first()).toHaveText(otherProjects[0] ?? '');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'organization-projects-sv-desktop');
  await context.close();

  const phone = await openAs(browser, PHONE, 'en');
  await phone.page.goto('/my-organization?tab=projects');
  const cards = phone.page.getByRole('list', { name: 'Project database' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await phone.page.getByRole('combobox', { name: 'Sort' }).click();
  await phone.page.getByRole('option', { name: 'Project name, Z–A' }).click();
  await expect(cards.getByRole('link').first()).toHaveText(otherProjects[1] ?? '');
  await expectNoSeriousA11yViolations(phone.page);
  await shoot(phone.page, info, 'organization-projects-en-phone');
  await phone.context.close();
});

test('the help drawer leads to step-by-step guides with pictures, searched by their words', async ({
  browser,
}, info) => {
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Hjälp' }).click();
  const drawer = page.getByRole('dialog', { name: 'Hjälp och support' });
  await expect(drawer.getByText('Kommer snart')).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Ladda upp filer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'help-drawer-sv-desktop');
  await drawer.getByRole('link', { name: 'Guider steg för steg' }).click();
  await expect(page).toHaveURL(/\/hjalp$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Guider steg för steg' })).toBeVisible();
  const guides = page.getByRole('listitem').filter({ has: page.locator('svg') });
  await expect(guides).toHaveCount(7);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'help-guides-sv-desktop');
  // The search finds words of the steps too, without the Swedish letters.
  await page.getByRole('searchbox', { name: 'Sök bland guiderna' }).fill('nasta traff');
  await expect(guides).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Sök inne i PDF-filer' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök bland guiderna' }).fill('fax');
  await expect(page.getByText('Ingen guide matchar ”fax”.')).toBeVisible();
  await page.getByRole('button', { name: 'Rensa sökningen' }).click();
  await expect(guides).toHaveCount(7);
  await page.getByRole('link', { name: 'Revisioner och status' }).click();
  await expect(page).toHaveURL(/\/hjalp\/revisioner-och-status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisioner och status' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Så gör du' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText('Ny revision');
  await expect(page.getByRole('link', { name: 'Till byggfilerna' })).toHaveAttribute('href', '/byggfiler');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, info, 'help-guide-sv-desktop');
  await context.close();

  const phone = await openAs(browser, PHONE, 'en');
  await phone.page.goto('/hjalp');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Step-by-step guides' })).toBeVisible();
  await phone.page.getByRole('searchbox', { name: 'Search the guides' }).fill('qr code');
  await phone.page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(phone.page.getByRole('region', { name: 'How to do it' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(phone.page);
  await shoot(phone.page, info, 'help-guide-en-phone');
  await phone.page.goto('/hjalp');
  await expectNoSeriousA11yViolations(phone.page);
  await shoot(phone.page, info, 'help-guides-en-phone');
  await phone.context.close();
});

test('phone card lists sort by a choice beside the Filter button, in Swedish and English', async ({
  browser,
}, info) => {
  for (const language of ['sv', 'en'] as const) {
    const { context, page } = await openAs(browser, PHONE, language);
    await page.goto(`/projekt/${projectId}/filer`);
    const sv = language === 'sv';
    const cards = page.getByRole('list', { name: sv ? 'Byggfiler' : 'Construction files' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    const sort = page.getByRole('combobox', { name: sv ? 'Sortera' : 'Sort' });
    await expect(sort).toHaveValue(sv ? 'Uppladdad, nyast först' : 'Uploaded, newest first');
    // By keyboard: the choice opens with the arrow key and takes Enter.
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    const byName = page.getByRole('option', { name: sv ? 'Namn, A–Ö' : 'Name, A–Z' });
    await expect(byName).toBeVisible();
    await byName.click();
    await expect(cards.getByRole('listitem').first()).toContainText(planName);
    await expect(page).toHaveURL(/sort=name/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, info, `phone-sort-${language}`);
    await context.close();
  }
});

test('keyboard only: the upload dialog, the sort, a row menu and the viewer, with visible focus', async ({
  browser,
}) => {
  // Dozens of key presses, each waited on: on a busy machine it takes more than the default minute.
  test.slow();
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto(`/projekt/${projectId}/filer`);
  await expect(page.getByRole('row').filter({ hasText: world.fileName })).toBeVisible();

  // The upload dialog: opened, a file chosen, fields filled and checked, saved — all from the keyboard.
  await tabTo(page, 'Ladda upp');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ladda upp byggfiler' });
  await expect(dialog).toBeVisible();
  // The drop zone by Tab and Enter. Once in CI the first Enter opened no file chooser (the dialog was still settling
  // its focus): the zone is reached and pressed again, up to three times, each with ten seconds for the chooser.
  let chooser: FileChooser | undefined;
  for (let attempt = 0; attempt < 3 && !chooser; attempt += 1) {
    await tabTo(page, /^Dra och släpp PDF-filer här/);
    await expectVisibleFocus(page);
    const opened = page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => undefined);
    await page.keyboard.press('Enter');
    chooser = await opened;
  }
  if (!chooser) throw new Error('Enter on the drop zone opened no file chooser');
  await chooser.setFiles({
    name: 'Kontrollplan_PBL.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(1, 'Kontrollplan'),
  });
  const item = dialog.getByRole('group', { name: 'Kontrollplan_PBL.pdf' });
  await expect(item.getByText(/Uppladdad/)).toBeVisible();
  await tabTo(page, /^År/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1700');
  await expect(item.getByText('År måste vara mellan 1800 och 2200')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(item.getByRole('textbox', { name: 'År' })).toHaveValue('1700');
  await tabTo(page, /^År/, 10, true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2026');
  await expect(item.getByText('År måste vara mellan 1800 och 2200')).toBeHidden();
  await tabTo(page, 'Spara 1 fil');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Kontrollplan PBL' });
  await expect(row).toBeVisible();

  // The sort by the column header.
  await tabTo(page, 'Namn');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Namn' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText(planName);

  // A row menu's edit dialog, and back.
  await tabTo(page, 'Fler åtgärder för Kontrollplan PBL');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const edit = menu.getByRole('menuitem', { name: 'Redigera' });
  for (let i = 0; i < 12 && !(await edit.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Spara ändringar' }) });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('textbox', { name: 'Namn' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();

  // The viewer: opened from the name, paged and zoomed with buttons reached by Tab, closed with Escape.
  await tabTo(page, planName);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: planName });
  await expect(viewer.getByRole('paragraph').filter({ hasText: /^Sida 1 av 2$/ })).toBeVisible({ timeout: 20_000 });
  await tabTo(page, 'Nästa sida', 30);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(viewer.getByRole('paragraph').filter({ hasText: /^Sida 2 av 2$/ })).toBeVisible();
  await tabTo(page, 'Zooma in', 30);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await context.close();
});

test('the same screens in the other language at the other width, axe clean', async ({ browser }, info) => {
  const runs = [
    { language: 'en', viewport: DESKTOP, name: 'en-desktop' },
    { language: 'sv', viewport: PHONE, name: 'sv-phone' },
  ] as const;
  for (const { language, viewport, name } of runs) {
    const sv = language === 'sv';
    const { context, page } = await openAs(browser, viewport, language);
    await page.goto(`/projekt/${projectId}/projektteam`);
    await expect(
      page.getByText(sv ? 'Roll i projektet' : 'Role in the project', { exact: false }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: sv ? 'Ändra roll för Maja Ek' : 'Change the role of Maja Ek' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, info, `team-role-${name}`);

    await page.goto('/my-organization?tab=projects');
    await expect(page.getByText(sv ? 'Visar 1–3 av 3' : 'Showing 1–3 of 3')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, info, `organization-projects-${name}`);

    await page.goto('/hjalp/ladda-upp-filer');
    await expect(page.getByRole('heading', { level: 1, name: sv ? 'Ladda upp filer' : 'Upload files' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: sv ? 'Så gör du' : 'How to do it' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, info, `help-guide-${name}`);

    // The upload dialog says a wrong year as it is typed, in either language.
    await page.goto(`/projekt/${projectId}/filer`);
    await page.getByRole('button', { name: sv ? 'Ladda upp' : 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('upload-input').setInputFiles({
      name: `Year_${name}.pdf`,
      mimeType: 'application/pdf',
      buffer: makePdf(1, 'Year'),
    });
    const item = dialog.getByRole('group', { name: `Year_${name}.pdf` });
    const year = item.getByRole('textbox', { name: sv ? 'År' : 'Year' });
    await year.fill('2300');
    await expect(
      item.getByText(sv ? 'År måste vara mellan 1800 och 2200' : 'Year must be between 1800 and 2200'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, info, `upload-year-${name}`);
    await context.close();
  }
});
