/**
 * The finished screens of #38 by keyboard alone (the upload dialog, the sort, a row menu and the viewer, with
 * visible focus), and the same screens in the other language at the other width, axe clean; each screen is saved
 * as a screenshot beside the test's results.
 */
import type { FileChooser } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, finishedScreensSession, finishedScreensWorld, PHONE, shoot } from './support/finished-screens';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { makePdf } from './support/sample-files';

const names = finishedScreensWorld();
const { world, planName } = names;
const session = finishedScreensSession(names);
const openAs = session.openAs;

test('keyboard only: the upload dialog, the sort, a row menu and the viewer, with visible focus', async ({
  browser,
}) => {
  // Dozens of key presses, each waited on: on a busy machine it takes more than the default minute.
  test.slow();
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto(`/projekt/${session.projectId}/filer`);
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
    await page.goto(`/projekt/${session.projectId}/projektteam`);
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
    await page.goto(`/projekt/${session.projectId}/filer`);
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
