/**
 * Single sign-on against a real OpenID provider (`oidc-provider`, started on a free port): the way to the provider
 * and back (state, nonce and PKCE checked), the first sign-in that creates the member, the one-time code the web app
 * trades for its session, and every refusal landing on the sign-in page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ssoIdentities, ssoLoginStates, users, type OrganizationRow } from '../db/schema';
import { makeMember, makeOrganization, type MadeUser } from '../test/factories';
import { type TestProvider } from '../test/oidc-provider';
import { type TestApp } from '../test/test-app';
import { CALLBACK, openSsoWorld, ssoHelpers } from '../test/routes-sso';

let t: TestApp;
let idp: TestProvider;
let org: OrganizationRow;
let admin: MadeUser;
let domain: string;
const { setUp, config, signInThroughProvider, callback, exchange, signInAll, markVerified, errorOf } = ssoHelpers(
  () => ({ t, idp, org, admin, domain }),
);
beforeAll(async () => {
  ({ t, idp, org, admin, domain } = await openSsoWorld());
  // Set up and its domain vouched for, as sso-setup.test.ts leaves it.
  await setUp(admin.token, config());
  await markVerified(org.id, domain);
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
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
