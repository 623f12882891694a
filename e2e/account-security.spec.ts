import { type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Byggare-2026!';

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByText('Full funktionalitet').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByLabel('Förnamn').fill('Sara');
  await page.getByLabel('Efternamn').fill('Holm');
  await page.getByLabel('E-post').fill(email);
  await page.getByText('Inte just nu').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill(PASSWORD);
  await page.getByLabel(/Jag godkänner/).check();
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Välkommen till Byggarkiv, Sara!')).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}

/** What an authenticator app shows `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

test('end another session and see its tab signed out', async ({ browser }) => {
  const email = `sara-${unique()}@e2e.se`;
  const laptop = await (await browser.newContext()).newPage();
  await signUp(laptop, email);
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, email);
  await expect(phone).toHaveURL(/\/dashboard/);

  await laptop.goto('/account/security');
  const sessions = laptop.getByRole('list', { name: 'Inloggade enheter' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Den här enheten')).toBeVisible();
  await expectNoSeriousA11yViolations(laptop);
  await sessions.getByRole('button', { name: /^Avsluta sessionen/ }).click();
  await laptop.getByRole('dialog').getByRole('button', { name: 'Avsluta' }).click();
  await expect(laptop.getByText('Sessionen är avslutad.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The phone's next step is refused: it lands on the sign-in page.
  await phone.goto('/projektdatabas');
  await expect(phone).toHaveURL(/\/sign-in/);
});

test('set up two-step sign-in and sign in with it', async ({ browser }) => {
  const email = `tvasteg-${unique()}@e2e.se`;
  const page = await (await browser.newContext()).newPage();
  await signUp(page, email);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Slå på' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Börja' }).click();
  await expect(dialog.getByRole('img', { name: 'QR-kod för autentiseringsappen' })).toBeVisible();
  const secret = (await dialog.locator('[data-totp-secret]').getAttribute('data-totp-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Sexsiffrig kod').fill(codeFor(secret));
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(dialog.getByText('Tvåstegsinloggning är på')).toBeVisible();
  const codes = dialog.locator('[data-recovery-code]');
  await expect(codes).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Jag har sparat koderna' }).click();
  await expect(page.locator('[data-mfa-status]')).toHaveText('På');

  await page.getByRole('button', { name: /Användarmeny/ }).hover();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await signIn(page, email);
  await expect(page.getByText('Skriv koden från autentiseringsappen.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The setup's code is used up: the next step's code (one step of skew is accepted).
  await page.getByLabel('Sexsiffrig kod').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
