/**
 * Single sign-on against a real OpenID provider (`oidc-provider`, started on a free port): the organization's set-up,
 * saved by its admins after discovery, with its secret kept and its domains its own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organizationSso, type OrganizationRow } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { type TestProvider } from '../test/oidc-provider';
import { type TestApp } from '../test/test-app';
import { CALLBACK, openSsoWorld, ssoHelpers } from '../test/routes-sso';

let t: TestApp;
let idp: TestProvider;
let org: OrganizationRow;
let admin: MadeUser;
let domain: string;
beforeAll(async () => {
  ({ t, idp, org, admin, domain } = await openSsoWorld());
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});
const { setUp, config, markVerified } = ssoHelpers(() => ({ t, idp, org, admin, domain }));

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
