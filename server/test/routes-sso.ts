/**
 * Single sign-on route tests' world: the app at PUBLIC_URL, a real OpenID provider (`oidc-provider`, started on a
 * free port), an organization with its admin and the e-mail domain it signs in with; and the way through the
 * provider and back.
 */
import { expect } from 'vitest';
import type { SsoConfig } from '../../common/api/sso';
import type { OrganizationRow } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from './factories';
import { startTestProvider, type TestProvider } from './oidc-provider';
import { createTestApp, type TestApp } from './test-app';

export const PUBLIC_URL = 'http://localhost:5999';
export const CALLBACK = `${PUBLIC_URL}/api/v1/auth/sso/callback`;

export interface SsoWorld {
  t: TestApp;
  idp: TestProvider;
  org: OrganizationRow;
  admin: MadeUser;
  domain: string;
}

export async function openSsoWorld(): Promise<SsoWorld> {
  const domain = `kommun-${Date.now()}.se`;
  const t = await createTestApp({ PUBLIC_URL, SSO_ALLOW_LOOPBACK_HTTP: 'true' });
  const idp = await startTestProvider([CALLBACK]);
  const org = await makeOrganization(t.database.db, { name: `Kommunen ${domain}` });
  const admin = await makeMember(t.database.db, org, { admin: true });
  return { t, idp, org, admin, domain };
}

/** Helpers bound to the test file's world (`w` is read when a helper runs, after `beforeAll` opened it). */
export function ssoHelpers(w: () => SsoWorld) {
  const setUp = (token: string, body: Record<string, unknown>, orgId = w().org.id) =>
    w().t.request({ method: 'PUT', url: `/organization/${orgId}/sso`, token, payload: body });

  const config = () => ({
    issuer: w().idp.issuer,
    clientId: w().idp.clientId,
    clientSecret: w().idp.clientSecret,
    emailDomains: [w().domain.toUpperCase(), `@${w().domain}`],
  });

  /** Starts a sign-in for `email` and follows it through the provider; the callback's redirect. */
  async function signInThroughProvider(email: string, loginId = email): Promise<URL> {
    const start = await w().t.request({
      method: 'GET',
      url: `/auth/sso/start?email=${encodeURIComponent(email)}&redirect=/byggfiler`,
    });
    expect(start.statusCode, start.body).toBe(302);
    const back = await w().idp.signIn(String(start.headers.location), loginId);
    expect(back.href.startsWith(CALLBACK)).toBe(true);
    return back;
  }

  async function callback(back: URL): Promise<URL> {
    const res = await w().t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location));
  }

  const exchange = (code: string) => w().t.request({ method: 'POST', url: '/auth/sso/exchange', payload: { code } });

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
    const superadmin = await makeUser(w().t.database.db, { superadmin: true });
    const res = await w().t.request({
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
  return { setUp, config, signInThroughProvider, callback, exchange, signInAll, markVerified, errorOf };
}
