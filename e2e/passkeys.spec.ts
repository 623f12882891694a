import { type CDPSession, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInWithPassword } from './support/sign-in';
import { signUp } from './support/sign-up';

// A passkey's relying party is a domain, never an address: the journey runs on localhost (the server's default
// relying party without PUBLIC_URL), the same server as the other journeys' 127.0.0.1.
const ORIGIN = E2E.baseURL.replace('127.0.0.1', 'localhost');
const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Byggare-2026!';

/** Chromium's virtual authenticator: a platform authenticator that keeps passkeys and verifies the person. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const signUpNils = (page: Page, email: string) =>
  signUp(page, { firstName: 'Nils', lastName: 'Berg', email, password: PASSWORD, origin: ORIGIN });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Användarmeny/ }).hover();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test('add a passkey, sign in with it alone and as the second step, rename and remove it', async ({ browser }) => {
  const email = `nyckel-${unique()}@e2e.se`;
  const page = await (await browser.newContext()).newPage();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signUpNils(page, email);

  await page.goto(`${ORIGIN}/account/security`);
  const card = page.getByRole('region', { name: 'Nycklar (passkeys)' });
  await expect(card.getByText('Du har inga nycklar ännu.')).toBeVisible();
  await card.getByRole('button', { name: 'Lägg till nyckel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Namn på nyckeln').fill('Jobbdatorn');
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByText('Nyckeln är tillagd.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = card.getByRole('list', { name: 'Nycklar (passkeys)' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Jobbdatorn')).toBeVisible();
  await expect(list.getByText(/Tillagd .* · senast använd aldrig/)).toBeVisible();
  // A discoverable passkey: it can sign in without the e-mail.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);
  await expectNoSeriousA11yViolations(page);

  // The passkey alone: no e-mail, no password.
  await signOut(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/sign-in-passkey.png' });
  await page.getByRole('button', { name: 'Logga in med nyckel' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`${ORIGIN}/account/security`);
  await expect(list.getByText(/senast använd \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await card.screenshot({ path: 'test-results/passkeys-card.png' });
  // On a phone the card's button goes below its text, and the row's actions stay beside the name.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole('button', { name: 'Ta bort nyckeln Jobbdatorn' })).toBeInViewport();
  await card.screenshot({ path: 'test-results/passkeys-card-phone.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // As the second step after the password.
  await signOut(page);
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByText('Använd din nyckel', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/second-step-passkey.png' });
  await page.getByRole('button', { name: 'Använd nyckel' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Renamed, then removed with the password.
  await page.goto(`${ORIGIN}/account/security`);
  await list.getByRole('button', { name: 'Byt namn på nyckeln Jobbdatorn' }).click();
  await dialog.getByLabel('Namn på nyckeln').fill('Laptop');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(list.getByText('Laptop')).toBeVisible();
  await list.getByRole('button', { name: 'Ta bort nyckeln Laptop' }).click();
  await dialog.getByLabel('Nuvarande lösenord').fill(PASSWORD);
  // Checked once the dialog has faded in (half-faded, its button's contrast is not yet its own).
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Nyckeln är borttagen.')).toBeVisible();
  await expect(card.getByText('Du har inga nycklar ännu.')).toBeVisible();
});
