/**
 * Single sign-on against a real OpenID provider (`oidc-provider`, started here on a free port): the organization's
 * set-up, the way to the provider and back (state, nonce and PKCE checked), the first sign-in that creates the
 * member, the one-time code the web app trades for its session, and every refusal landing on the sign-in page.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoConfig } from '../../common/api/sso';
import { auditEvents, organizationSso, ssoIdentities, ssoLoginStates, users, type OrganizationRow } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { startTestProvider, type TestProvider } from '../test/oidc-provider';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'http://localhost:5999';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/sso/callback`;

let t: TestApp;
let idp: TestProvider;
let org: OrganizationRow;
let admin: MadeUser;
const domain = `kommun-${Date.now()}.se`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, SSO_ALLOW_LOOPBACK_HTTP: 'true' });
  idp = await startTestProvider([CALLBACK]);
  org = await makeOrganization(t.database.db, { name: `Kommunen ${domain}` });
  admin = await makeMember(t.database.db, org, { admin: true });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

const setUp = (token: string, body: Record<string, unknown>, orgId = org.id) =>
  t.request({ method: 'PUT', url: `/organization/${orgId}/sso`, token, payload: body });

const config = () => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  emailDomains: [domain.toUpperCase(), `@${domain}`],
});

/** Starts a sign-in for `email` and follows it through the provider; the callback's redirect. */
async function signInThroughProvider(email: string, loginId = email): Promise<URL> {
  const start = await t.request({
    method: 'GET',
    url: `/auth/sso/start?email=${encodeURIComponent(email)}&redirect=/byggfiler`,
  });
  expect(start.statusCode, start.body).toBe(302);
  const back = await idp.signIn(String(start.headers.location), loginId);
  expect(back.href.startsWith(CALLBACK)).toBe(true);
  return back;
}

async function callback(back: URL): Promise<URL> {
  const res = await t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

const exchange = (code: string) => t.request({ method: 'POST', url: '/auth/sso/exchange', payload: { code } });

async function signInAll(email: string, loginId = email) {
  const landed = await callback(await signInThroughProvider(email, loginId));
  expect(landed.pathname, landed.href).toBe('/sso/klar');
  const code = new URLSearchParams(landed.hash.slice(1)).get('code') ?? '';
  const res = await exchange(code);
  expect(res.statusCode, res.body).toBe(200);
  return { code, answer: res.json() };
}

/** The superadmin vouches for a claimed domain (no DNS here): it then counts. */
async function markVerified(orgId: string, name: string) {
  const superadmin = await makeUser(t.database.db, { superadmin: true });
  const res = await t.request({
    method: 'POST',
    url: `/organization/${orgId}/sso/verify-domain`,
    token: superadmin.token,
    payload: { domain: name, withoutDns: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SsoConfig;
}

const errorOf = (landed: URL) => {
  expect(landed.pathname).toBe('/sign-in');
  return landed.searchParams.get('sso_error');
};

describe("an organization's single sign-on set-up", () => {
  it('is saved by its admins after discovery, never shows the secret, and keeps it when left out', async () => {
    const member = await makeMember(t.database.db, org);
    const outsider = await makeUser(t.database.db);
    expect((await setUp(member.token, config())).statusCode).toBe(403);
    expect((await setUp(outsider.token, config())).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/organization/${org.id}/sso`, token: admin.token })).statusCode,
    ).toBe(404);

    const first = await setUp(admin.token, { ...config(), clientSecret: undefined });
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('SSO_SECRET_REQUIRED');

    const saved = await setUp(admin.token, config());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      organization: org.id,
      issuer: idp.issuer,
      clientId: idp.clientId,
      hasSecret: true,
      emailDomains: [domain],
      enabled: true,
      redirectUri: CALLBACK,
    });
    expect(saved.body).not.toContain(idp.clientSecret);
    expect(saved.json().domains).toMatchObject([{ domain, verified: false }]);

    // A claimed domain counts once proven (sso-domains.test.ts proves them by DNS); here the superadmin vouches.
    const marked = await markVerified(org.id, domain);
    expect(marked.domains).toMatchObject([{ domain, verified: true, verifiedBy: 'superadmin' }]);

    const changed = await setUp(admin.token, { ...config(), clientSecret: undefined, enabled: true });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(organizationSso).where(eq(organizationSso.organizationId, org.id));
    expect(row?.clientSecret).toBe(idp.clientSecret);

    const read = await t.request({ method: 'GET', url: `/organization/${org.id}/sso`, token: admin.token });
    expect(read.json()).toMatchObject({ hasSecret: true, emailDomains: [domain] });
    expect(read.body).not.toContain(idp.clientSecret);
    expect(
      (await t.request({ method: 'GET', url: `/organization/${org.id}/sso`, token: member.token })).statusCode,
    ).toBe(403);

    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.ssoConfigured'), eq(auditEvents.organizationId, org.id)));
    expect(audited).toBeDefined();
  });

  it('answers 400 with a clear text when the issuer does not answer discovery, or is not https', async () => {
    const other = await makeOrganization(t.database.db);
    const otherAdmin = await makeMember(t.database.db, other, { admin: true });
    const dead = await setUp(
      otherAdmin.token,
      { ...config(), issuer: 'http://127.0.0.1:9', emailDomains: ['x-dead.se'] },
      other.id,
    );
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ code: 'SSO_DISCOVERY_FAILED' });
    expect(dead.json().error).toContain('/.well-known/openid-configuration');
    const plain = await setUp(
      otherAdmin.token,
      { ...config(), issuer: 'http://idp.example.se', emailDomains: ['x-plain.se'] },
      other.id,
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('SSO_ISSUER_INSECURE');
    const test = await t.request({
      method: 'POST',
      url: `/organization/${other.id}/sso/test`,
      token: otherAdmin.token,
      payload: { issuer: idp.issuer },
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().authorizationEndpoint).toContain(idp.issuer);
  });

  it('refuses a domain another organization signs in with (409), and an unknown organization is 404', async () => {
    const other = await makeOrganization(t.database.db);
    const otherAdmin = await makeMember(t.database.db, other, { admin: true });
    const res = await setUp(otherAdmin.token, { ...config(), emailDomains: [domain, 'annan.se'] }, other.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SSO_DOMAIN_TAKEN',
      details: [{ field: 'emailDomains', message: domain }],
    });
    const missing = await setUp(admin.token, config(), '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('signing in through the organization', () => {
  it('tells the sign-in page which domains use it, and sends only those to the provider with PKCE, state and nonce', async () => {
    const yes = await t.request({ method: 'GET', url: `/auth/sso/lookup?email=anna@${domain}` });
    expect(yes.json()).toEqual({ sso: true, organizationName: org.name });
    const no = await t.request({ method: 'GET', url: '/auth/sso/lookup?email=anna@gmail.com' });
    expect(no.json()).toEqual({ sso: false });
    expect((await t.request({ method: 'GET', url: '/auth/sso/start?email=anna@gmail.com' })).statusCode).toBe(404);

    const start = await t.request({ method: 'GET', url: `/auth/sso/start?email=anna@${domain}` });
    expect(start.statusCode).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(to.href.startsWith(idp.issuer)).toBe(true);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('client_id')).toBe(idp.clientId);
  });

  it('creates the account as a member on the first sign-in, and hands the web app a one-time code', async () => {
    const email = `eva@${domain}`;
    idp.addPerson('sub-eva', { email, givenName: 'Eva', familyName: 'Ek' });
    const { code, answer } = await signInAll(email, 'sub-eva');
    expect(answer).toMatchObject({
      success: true,
      redirect: '/byggfiler',
      user: { email, firstName: 'Eva', lastName: 'Ek' },
    });
    const [eva] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(eva).toMatchObject({ organizationId: org.id, isOrgAdmin: false, superadmin: false });
    const verify = await t.request({ method: 'POST', url: '/auth/verify_token', token: answer.api_token });
    expect(verify.statusCode).toBe(200);
    // The code is good once.
    expect((await exchange(code)).json()).toMatchObject({ code: 'SSO_CODE_INVALID' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, eva?.id ?? ''));
    expect(events.map((e) => e.action).sort()).toEqual(['auth.ssoLogin', 'member.add']);

    // The subject stays linked: a later sign-in with another address of the domain is still Eva.
    idp.addPerson('sub-eva', { email: `eva.ek@${domain}` });
    const again = await signInAll(email, 'sub-eva');
    expect(again.answer.user._id).toBe(eva?.id);
  });

  it('signs in an existing member by e-mail and links the subject; a callback is used once', async () => {
    const bo = await makeMember(t.database.db, org, { email: `bo@${domain}` });
    idp.addPerson('sub-bo', { email: bo.user.email });
    const back = await signInThroughProvider(bo.user.email, 'sub-bo');
    const landed = await callback(back);
    expect(landed.pathname).toBe('/sso/klar');
    const code = new URLSearchParams(landed.hash.slice(1)).get('code') ?? '';
    expect((await exchange(code)).json().user._id).toBe(bo.user.id);
    const links = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, bo.user.id));
    expect(links).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'sub-bo' })]);
    // The same answer from the provider again: its state is gone.
    expect(errorOf(await callback(back))).toBe('SSO_STATE_INVALID');
  });

  it('refuses an account of another organization, an unverified e-mail and an e-mail outside the domains', async () => {
    const elsewhere = await makeMember(t.database.db, await makeOrganization(t.database.db), {
      email: `cleo@${domain}`,
    });
    idp.addPerson(elsewhere.user.email, { email: elsewhere.user.email });
    expect(errorOf(await callback(await signInThroughProvider(elsewhere.user.email)))).toBe('SSO_ACCOUNT_ELSEWHERE');

    const unverified = `dan@${domain}`;
    idp.addPerson(unverified, { email: unverified, emailVerified: false });
    expect(errorOf(await callback(await signInThroughProvider(unverified)))).toBe('SSO_EMAIL_NOT_VERIFIED');

    idp.addPerson('outside', { email: 'dan@annan-doman.se' });
    expect(errorOf(await callback(await signInThroughProvider(`dan2@${domain}`, 'outside')))).toBe(
      'SSO_EMAIL_OUTSIDE_DOMAINS',
    );

    const [created] = await t.database.db.select().from(users).where(eq(users.email, unverified));
    expect(created).toBeUndefined();
  });

  it('fails when the nonce or the PKCE verifier kept for the sign-in does not match what the provider saw', async () => {
    const email = `fia@${domain}`;
    idp.addPerson(email, { email });
    for (const column of ['nonce', 'codeVerifier'] as const) {
      const back = await signInThroughProvider(email);
      await t.database.db.update(ssoLoginStates).set({ [column]: 'x'.repeat(43) });
      expect(errorOf(await callback(back)), column).toBe('SSO_FAILED');
    }
    const forged = await callback(new URL(`${CALLBACK}?state=forged&code=abc`));
    expect(errorOf(forged)).toBe('SSO_STATE_INVALID');
  });

  it('lands on the sign-in page when the provider refuses, and satisfies a required second step', async () => {
    const start = await t.request({ method: 'GET', url: `/auth/sso/start?email=gus@${domain}` });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const refused = await callback(new URL(`${CALLBACK}?state=${state}&error=access_denied`));
    expect(errorOf(refused)).toBe('SSO_PROVIDER_REFUSED');

    const strict = await makeOrganization(t.database.db, { requireMfa: true });
    const strictAdmin = await makeMember(t.database.db, strict, { admin: true, mfaEnabled: true });
    const strictDomain = `strikt-${domain}`;
    const saved = await setUp(strictAdmin.token, { ...config(), emailDomains: [strictDomain] }, strict.id);
    expect(saved.statusCode, saved.body).toBe(200);
    await markVerified(strict.id, strictDomain);
    const email = `hugo@${strictDomain}`;
    idp.addPerson(email, { email });
    const { answer } = await signInAll(email);
    expect(answer.mfaSetupRequired).toBeUndefined();
    const projects = await t.request({ method: 'GET', url: '/project', token: answer.api_token });
    expect(projects.statusCode).toBe(200);
  });

  it('is gone once removed: nobody of the domain is sent to the provider', async () => {
    const member = await makeMember(t.database.db, org);
    expect(
      (await t.request({ method: 'DELETE', url: `/organization/${org.id}/sso`, token: member.token })).statusCode,
    ).toBe(403);
    const removed = await t.request({ method: 'DELETE', url: `/organization/${org.id}/sso`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/auth/sso/start?email=eva@${domain}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/auth/sso/lookup?email=eva@${domain}` })).json()).toEqual({
      sso: false,
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/organization/${org.id}/sso`, token: admin.token })).statusCode,
    ).toBe(404);
  });
});
