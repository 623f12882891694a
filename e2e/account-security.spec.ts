import { type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { postJson, seedProjectWithFile } from './support/project-with-file';
import { signInWithPassword } from './support/sign-in';
import { signUp } from './support/sign-up';

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Byggare-2026!';

const signUpSara = (page: Page, email: string) =>
  signUp(page, { firstName: 'Sara', lastName: 'Holm', email, password: PASSWORD });

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await signInWithPassword(page, email, PASSWORD);
}

/** What an authenticator app shows `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

test('end another session and see its tab signed out', async ({ browser }) => {
  const email = `sara-${unique()}@e2e.se`;
  const laptop = await (await browser.newContext()).newPage();
  await signUpSara(laptop, email);
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, email);
  await expect(phone).toHaveURL(/\/dashboard/);

  await laptop.goto('/account/security');
  const sessions = laptop.getByRole('list', { name: 'Inloggade enheter' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Den här enheten')).toBeVisible();
  // The place of each sign-in, looked up once from its address: here the machine itself.
  await expect(sessions.getByTestId('session-place')).toHaveText(['Lokalt nätverk', 'Lokalt nätverk']);
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
  await signUpSara(page, email);
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
  const firstCode = (await codes.first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Jag har sparat koderna' }).click();
  await expect(page.locator('[data-mfa-status]')).toHaveText('På');

  // New recovery codes, proved with the password and one of the old codes; the new ones are shown once.
  await page.getByRole('button', { name: 'Nya reservkoder' }).click();
  const renew = page.getByRole('dialog', { name: 'Skapa nya reservkoder' });
  await renew.getByLabel('Nuvarande lösenord').fill(PASSWORD);
  await renew.getByLabel('Kod från appen eller reservkod').fill(firstCode.trim());
  await renew.getByRole('button', { name: 'Skapa nya koder' }).click();
  await expect(renew.getByText('Nya reservkoder är skapade. De gamla fungerar inte längre.')).toBeVisible();
  await expect(renew.locator('[data-recovery-code]')).toHaveCount(10);
  await expect(renew.locator('[data-recovery-code]').first()).not.toHaveText(firstCode);
  await expectNoSeriousA11yViolations(page);
  await renew.getByRole('button', { name: 'Klar' }).click();

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

test('an organization requires two-step sign-in and a member is led through it', async ({ browser, request }) => {
  const id = unique();
  const { token: chief, projectId } = await seedProjectWithFile(request, {
    admin: { email: `krav-${id}@e2e.se`, firstName: 'Kim', lastName: 'Krav' },
    organizationName: `Kravbygg ${id}`,
    projectName: `Kv. Krav ${id}`,
    fileName: `Krav ${id}`,
    documentType: 'Bygglov',
  });
  const project = (await (
    await request.get(`/api/v1/project/${projectId}`, { headers: { Authorization: `Token ${chief}` } })
  ).json()) as { organization: string };
  const memberEmail = `medlem-${id}@e2e.se`;
  const joined = await postJson<{ user: { _id: string } }>(request, 'auth/register', {
    firstName: 'Sara',
    lastName: 'Holm',
    email: memberEmail,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { join: project.organization },
  });
  await postJson(
    request,
    'add_org_member',
    { organizationId: project.organization, userId: joined.user._id, role: 'member' },
    chief,
  );

  // The admin, who has two-step sign-in (one who requires it must have it), switches the requirement on.
  const { secret: adminSecret } = await postJson<{ secret: string }>(request, 'auth/mfa/totp/setup', {}, chief);
  await postJson(request, 'auth/mfa/totp/enable', { code: codeFor(adminSecret) }, chief);
  const adminContext = await browser.newContext();
  await adminContext.addInitScript((value) => window.localStorage.setItem('id_token', value), chief);
  const admin = await adminContext.newPage();
  await admin.goto('/my-organization?tab=settings');
  const requirement = admin.getByRole('switch', { name: 'Kräv tvåstegsinloggning för alla medlemmar' });
  await requirement.click();
  await expect(admin.getByText('Tvåstegsinloggning krävs nu av alla medlemmar.')).toBeVisible();
  await expect(requirement).toBeChecked();
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();

  // The member signs in and can do nothing but set it up; the app's code lifts the hold.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, memberEmail);
  await expect(page.getByRole('heading', { name: 'Tvåstegsinloggning krävs' })).toBeVisible();
  await page.goto('/projektdatabas');
  await expect(page.getByRole('heading', { name: 'Tvåstegsinloggning krävs' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Börja' }).click();
  const secret = (await page.locator('[data-totp-secret]').getAttribute('data-totp-secret')) ?? '';
  await page.getByLabel('Sexsiffrig kod').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(page.locator('[data-recovery-code]')).toHaveCount(10);
  await page.getByRole('button', { name: 'Jag har sparat koderna' }).click();
  await expect(page.getByRole('heading', { name: 'Tvåstegsinloggning krävs' })).toBeHidden();
  await page.goto('/projektdatabas');
  await expect(page.getByRole('heading', { name: 'Projektdatabas', level: 1 })).toBeVisible();
});
