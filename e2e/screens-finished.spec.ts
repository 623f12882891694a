/**
 * The everyday screens, the rest of #38: the role in the project in the team table, an organization's projects
 * on its page, the step-by-step guides behind the help drawer, a sort choice on the phone's card lists (the
 * keyboard-only and other-language runs are in screens-finished-keyboard.spec.ts). At 1440 × 900 and 390 × 844, Swedish and English,
 * axe clean; each screen is saved as a screenshot beside the test's results.
 */
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, finishedScreensSession, finishedScreensWorld, PHONE, shoot } from './support/finished-screens';
import { expectVisibleFocus, tabTo } from './support/keyboard';

const names = finishedScreensWorld();
const { world, otherProjects, planName } = names;
const session = finishedScreensSession(names);
const openAs = session.openAs;

test('the team table shows the role in the project, and whoever manages the team changes it by keyboard', async ({
  browser,
}, info) => {
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto(`/projekt/${session.projectId}/projektteam`);
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
  await phone.page.goto(`/projekt/${session.projectId}/projektteam`);
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
    await page.goto(`/projekt/${session.projectId}/filer`);
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
