import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/outbox';
import { signInWithPassword } from './support/sign-in';
import { signUp } from './support/sign-up';

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Byggare-2026!';

const signUpAs = (page: Page, email: string, firstName = 'Karin') =>
  signUp(page, { firstName, lastName: 'Lindqvist', email, password: PASSWORD });

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await signInWithPassword(page, email, password);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Användarmeny/ }).hover();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test('sign-up through the 4 steps lands on the dashboard; sign-out and sign-in again', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `karin-${unique()}@e2e.se`;
  await page.goto('/sign-up');
  await expectNoSeriousA11yViolations(page);
  await signUpAs(page, email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Till översikten' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: /Karin/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, email, 'fel-lösenord');
  await expect(page.getByText('Fel vid inloggning')).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await context.close();
});

test('sign-up validates on blur with the exact Swedish texts', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/sign-up');
  await page.getByText('Full funktionalitet').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByLabel('Förnamn').focus();
  await page.getByLabel('Efternamn').focus();
  await expect(page.getByText('Förnamn är obligatoriskt')).toBeVisible();
  await page.getByLabel('E-post').fill('inte-en-adress');
  await page.getByLabel('E-post').blur();
  await expect(page.getByText('E-post måste vara en giltlig email')).toBeVisible();
});

test('a forgotten password is reset through the link in the mail', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `glomsk-${unique()}@e2e.se`;
  await signUpAs(page, email, 'Glenn');
  await page.getByRole('link', { name: 'Till översikten' }).click();
  await signOut(page);

  // The link is in the sign-in's second step, beside the password.
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(/\/password-reset/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Skicka återställningslänk' }).click();
  await expect(page.getByText('Kolla din e-post')).toBeVisible();

  const mail = await waitForMail(email);
  const link = /https?:\/\/[^\s"<>]+\/password-reset-new\?token=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Nytt lösenord' }).fill('Ny-Byggare-77');
  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill('Ny-Byggare-77');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, email, 'Ny-Byggare-77');
  await expect(page).toHaveURL(/\/dashboard/);
  await context.close();
});

test('unknown paths show the 404 page with a way home', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/finns/inte/alls');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Det finns inget här' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('link', { name: 'Till startsidan' })
    .or(page.getByRole('button', { name: 'Till startsidan' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/(sign-in|dashboard)/);
});

test('the interface switches to English and back, and remembers it', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Logga in på Byggarkiv' })).toBeVisible();
  await page.getByRole('button', { name: /Byt språk/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: /Sign in to Byggarkiv/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Sign in to Byggarkiv/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { name: 'Logga in på Byggarkiv' })).toBeVisible();
});

test('status pages: 500 and frontend version', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/500');
  await expect(
    page
      .getByText('Tyvärr, ett internt fel har uppstått.')
      .or(page.getByRole('heading', { name: /Internt fel/ }))
      .first(),
  ).toBeVisible();
  await page.goto('/frontend-version');
  await expect(page.getByText('0.1.0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the bare address opens the app: signed out it leads to sign-in', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/sign-in/);
  // The e-mail first.
  await expect(page.getByRole('button', { name: 'Fortsätt', exact: true })).toBeVisible();
});
