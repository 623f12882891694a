import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { signInWithPassword } from './support/sign-in';
import { signUp, type OrganizationChoice } from './support/sign-up';

const PASSWORD = 'Byggare-2026!';
const unique = Math.random().toString(36).slice(2, 7);
const orgName = `Norrbygg E2E ${unique}`;
const adminEmail = `frida-${unique}@e2e.se`;
const memberEmail = `gustav-${unique}@e2e.se`;

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const signUpTo = (page: Page, firstName: string, email: string, organization: OrganizationChoice) =>
  signUp(page, { firstName, lastName: 'Berg', email, password: PASSWORD, organization });

async function signedInPage(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

test.describe.serial('organizations', () => {
  test('a requested organization is approved by the superadmin and its requester becomes admin', async ({
    browser,
  }) => {
    const requester = await (await browser.newContext()).newPage();
    await signUpTo(requester, 'Frida', adminEmail, { create: orgName });
    await requester.goto('/my-organization');
    await expect(requester.getByRole('heading', { name: 'Din organisation väntar på godkännande' })).toBeVisible();
    await expect(requester.getByText(`organisationen ${orgName} skapas`)).toBeVisible();

    const superadmin = await signedInPage(browser, E2E.superadmin.email, E2E.superadmin.password);
    await superadmin.goto('/my-organization');
    const row = superadmin.getByRole('row').filter({ hasText: orgName });
    await expect(row).toContainText('Väntar på godkännande');
    await expect(row).toContainText(adminEmail);
    await expect(superadmin.getByRole('row').nth(1)).toContainText('Väntar på godkännande');
    await expectNoSeriousViolations(superadmin);
    await row.getByRole('button', { name: `Godkänn ${orgName}` }).click();
    await expect(superadmin.getByText(`${orgName} är godkänd`)).toBeVisible();
    await expect(row).toContainText('Godkänd');
    await superadmin.context().close();

    await requester.reload();
    await expect(requester.getByRole('heading', { name: orgName })).toBeVisible();
    await expect(requester.getByRole('tab', { name: /Väntelista/ })).toBeVisible();
    await expect(requester.getByRole('tab', { name: /Inställningar/ })).toBeVisible();
    await requester.getByRole('tab', { name: /Medlemmar/ }).click();
    const self = requester.getByRole('row').filter({ hasText: adminEmail });
    await expect(self).toContainText('Admin');
    await expectNoSeriousViolations(requester);
    await requester.context().close();
  });

  test('an applicant waits on the waiting list until an admin approves them as member', async ({ browser }) => {
    const applicant = await (await browser.newContext()).newPage();
    await signUpTo(applicant, 'Gustav', memberEmail, { join: orgName });
    await applicant.goto('/my-organization');
    await expect(applicant.getByRole('heading', { name: 'Din ansökan väntar på godkännande' })).toBeVisible();

    const admin = await signedInPage(browser, adminEmail);
    await admin.goto('/my-organization');
    await expect(admin.getByRole('heading', { name: orgName })).toBeVisible();
    await admin.getByRole('tab', { name: /Väntelista/ }).click();
    await expectNoSeriousViolations(admin);
    await admin.getByRole('button', { name: 'Godkänn Gustav Berg' }).click();
    await expect(admin.getByText(`Gustav Berg är nu med i ${orgName}`)).toBeVisible();
    await expect(admin.getByText('Inga ansökningar som medlem.')).toBeVisible();
    await admin.getByRole('tab', { name: /Medlemmar/ }).click();
    await expect(admin.getByRole('row').filter({ hasText: memberEmail })).toContainText('Medlem');
    await admin.context().close();

    await applicant.reload();
    await expect(applicant.getByRole('heading', { name: orgName })).toBeVisible();
    await expect(applicant.getByText('Medlem', { exact: true }).first()).toBeVisible();
    await expect(applicant.getByRole('tab', { name: /Väntelista/ })).toHaveCount(0);
    await expectNoSeriousViolations(applicant);
    await applicant.context().close();
  });
});
