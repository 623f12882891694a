/**
 * Single sign-on (issue #37 item 6): an organization's admin sets it up in the organization's settings with a real
 * OpenID provider (`oidc-provider`, started here on this machine), and a person of the organization's domain signs
 * in through the provider's own login form and lands in the app as a member.
 */
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { postJson } from './support/project-with-file';
import { E2E } from '../playwright.config';
import { startTestDns, type TestDns } from '../server/test/dns-server';
import { startTestProvider, type TestProvider } from '../server/test/oidc-provider';

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Byggare-2026!';
type AuthAnswer = { api_token: string; user: { pendingOrganization?: { _id: string } | null } };

let idp: TestProvider;
/** The DNS the app asks (DNS_SERVERS in playwright.config.ts): the admin's TXT record goes here. */
let dns: TestDns;
test.beforeAll(async () => {
  idp = await startTestProvider([`${E2E.baseURL}/api/v1/auth/sso/callback`]);
  dns = await startTestDns(E2E.dnsPort);
});
test.afterAll(async () => {
  await idp?.close();
  await dns?.close();
});

test('an admin sets up single sign-on and a member signs in through the provider', async ({ browser, request }) => {
  const id = unique();
  const domain = `sso-${id}.se`;
  const organizationName = `Kommunen ${id}`;
  const chief = await postJson<AuthAnswer>(request, 'auth/register', {
    email: `chef-${id}@e2e.se`,
    firstName: 'Karin',
    lastName: 'Berg',
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { create: { name: organizationName } },
  });
  const superadmin = await postJson<AuthAnswer>(request, 'auth/login', E2E.superadmin);
  const approved = await request.put(`/api/v1/organization/${chief.user.pendingOrganization?._id ?? ''}`, {
    data: { approved: true },
    headers: { Authorization: `Token ${superadmin.api_token}` },
  });
  expect(approved.ok()).toBe(true);

  // The admin: the organization's settings, the SSO card.
  const adminContext = await browser.newContext();
  await adminContext.addInitScript((value) => window.localStorage.setItem('id_token', value), chief.api_token);
  const admin = await adminContext.newPage();
  await admin.goto('/my-organization');
  await admin.getByRole('tab', { name: /Inställningar/ }).click();
  const card = admin.getByRole('region', { name: 'Enkel inloggning (SSO)' });
  await expect(card.getByText(`${E2E.baseURL}/api/v1/auth/sso/callback`)).toBeVisible();
  await card.getByLabel('Utfärdare (issuer)').fill(idp.issuer);
  await card.getByLabel('Klient-id').fill(idp.clientId);
  await card.getByLabel('Klienthemlighet').fill(idp.clientSecret);
  await card.getByLabel('E-postdomäner').fill(domain);
  await card.getByLabel('E-postdomäner').press('Enter');
  await card.getByRole('button', { name: 'Testa anslutningen' }).click();
  await expect(admin.getByText('Leverantören svarar')).toBeVisible();
  await card.getByRole('button', { name: 'Spara' }).click();
  await expect(admin.getByText('Enkel inloggning sparad')).toBeVisible();
  await expect(card.getByText('På', { exact: true })).toBeVisible();
  await expect(card.getByText('En hemlighet är sparad. Lämna tomt för att behålla den.')).toBeVisible();
  await expect(admin.getByText('Enkel inloggning sparad')).toBeHidden();

  // The domain is only claimed: until its DNS proves it, its people sign in with a password as before.
  const claim = card.locator(`li[data-domain="${domain}"]`);
  await expect(claim.getByText('Inte verifierad')).toBeVisible();
  const record = (await claim.locator('code').textContent()) ?? '';
  expect(record).toMatch(/^byggarkiv-verification=[0-9a-f]{32}$/);
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/sso-domain-unverified.png', fullPage: true });
  const email = `eva-${id}@${domain}`;
  idp.addPerson(email, { email, givenName: 'Eva', familyName: 'Ek' });
  const early = await (await browser.newContext()).newPage();
  await early.goto('/sign-in');
  await early.getByLabel('E-post').fill(email);
  await early.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await expect(early.getByRole('textbox', { name: 'Lösenord', exact: true })).toBeFocused();
  await early.getByRole('button', { name: 'Byt e-post' }).click();
  await expect(early.getByRole('textbox', { name: 'Lösenord', exact: true })).toBeHidden();

  // Verify without the record: a clear answer; with it in the domain's DNS: verified.
  await claim.getByRole('button', { name: `Verifiera ${domain}` }).click();
  await expect(admin.getByText(/har ingen TXT-post med organisationens verifieringskod/)).toBeVisible();
  dns.txt.set(domain, [record]);
  await claim.getByRole('button', { name: `Verifiera ${domain}` }).click();
  await expect(claim.getByText('Verifierad', { exact: true })).toBeVisible();
  await expect(claim.getByText(/Verifierad via DNS/)).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'test-results/sso-domain-verified.png', fullPage: true });

  // A person of the domain: the e-mail first, and "Fortsätt" goes on to the organization's sign-in.
  // On a phone.
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
  await page.goto('/sign-in');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('E-post').press('Enter');

  // The provider's own (development) login form, with our e-mail as its hint, and its consent.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await expect(page.locator('input[name="login"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill('vad-som-helst');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in the app, signed in as a new member of the organization.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-organization');
  await expect(page.getByRole('heading', { name: organizationName })).toBeVisible();
  const token = (await page.evaluate(() => window.localStorage.getItem('id_token'))) ?? '';
  const verified = await request.post('/api/v1/auth/verify_token', { headers: { Authorization: `Token ${token}` } });
  expect(await verified.json()).toMatchObject({
    user: { email, firstName: 'Eva', lastName: 'Ek', isAdmin: false, organization: { name: organizationName } },
  });
});
