/**
 * Single sign-on domains are proven before they count (issue #37, docs/api.md §7 "Single sign-on"): the admin puts
 * the TXT record the set-up shows in the domain's DNS and asks for a check, against a real DNS server started here
 * (dns2 on 127.0.0.1). Until then nobody of the domain is sent to the provider; a proven domain belongs to one
 * organization; public mail domains are refused; the superadmin alone may vouch for one without DNS.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoConfig } from '../../common/api/sso';
import { auditEvents, type OrganizationRow } from '../db/schema';
import { startSilentDns, startTestDns, type TestDns } from '../test/dns-server';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { startTestProvider, type TestProvider } from '../test/oidc-provider';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'http://localhost:5998';

let t: TestApp;
let idp: TestProvider;
let dns: TestDns;
let org: OrganizationRow;
let admin: MadeUser;
const domain = `bygg-${Date.now()}.se`;

beforeAll(async () => {
  dns = await startTestDns();
  t = await createTestApp({ PUBLIC_URL, SSO_ALLOW_LOOPBACK_HTTP: 'true', DNS_SERVERS: dns.server });
  idp = await startTestProvider([`${PUBLIC_URL}/api/v1/auth/sso/callback`]);
  org = await makeOrganization(t.database.db, { name: `Bygg ${domain}` });
  admin = await makeMember(t.database.db, org, { admin: true });
});
afterAll(async () => {
  await idp?.close();
  await dns?.close();
  await t?.close();
});

const setUp = (token: string, orgId: string, emailDomains: string[]) =>
  t.request({
    method: 'PUT',
    url: `/organization/${orgId}/sso`,
    token,
    payload: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomains },
  });
const verify = (token: string, orgId: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/organization/${orgId}/sso/verify-domain`, token, payload });
const lookup = (email: string) =>
  t.request({ method: 'GET', url: `/auth/sso/lookup?email=${encodeURIComponent(email)}` });
const start = (email: string) =>
  t.request({ method: 'GET', url: `/auth/sso/start?email=${encodeURIComponent(email)}` });

const claimOf = (sso: SsoConfig, name: string) => {
  const claim = sso.domains.find((d) => d.domain === name);
  if (!claim) throw new Error(`${name} is not claimed`);
  return claim;
};

describe('a claimed single sign-on domain', () => {
  let record = '';

  it('is refused outright when it is a public mail domain', async () => {
    for (const open of ['gmail.com', 'Outlook.com', '@hotmail.com', 'live.se', 'telia.com', 'icloud.com']) {
      const res = await setUp(admin.token, org.id, [domain, open]);
      expect(res.statusCode, open).toBe(400);
      expect(res.json().code).toBe('SSO_DOMAIN_PUBLIC');
    }
  });

  it('gets a TXT record to prove it, and sends nobody to the provider until proven', async () => {
    const saved = await setUp(admin.token, org.id, [domain]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [claim] = saved.json().domains;
    expect(claim).toMatchObject({ domain, verified: false, verifiedAt: null, verifiedBy: null });
    expect(claim.txtRecord).toMatch(/^byggarkiv-verification=[0-9a-f]{32}$/);
    record = claim.txtRecord;
    // Saving again keeps the token (the admin may already have put it in DNS).
    const again = await setUp(admin.token, org.id, [domain, `annex.${domain}`]);
    expect(claimOf(again.json(), domain).txtRecord).toBe(record);
    expect(claimOf(again.json(), `annex.${domain}`).txtRecord).not.toBe(record);

    expect((await lookup(`anna@${domain}`)).json()).toEqual({ sso: false });
    expect((await start(`anna@${domain}`)).statusCode).toBe(404);
  });

  it('is not proven by no record, another TXT record, or another organization’s token', async () => {
    const none = await verify(admin.token, org.id, { domain });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('SSO_DOMAIN_RECORD_MISSING');
    dns.txt.set(domain, ['v=spf1 -all', 'byggarkiv-verification=0123456789abcdef0123456789abcdef']);
    const wrong = await verify(admin.token, org.id, { domain });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SSO_DOMAIN_RECORD_MISSING');
    const notClaimed = await verify(admin.token, org.id, { domain: 'inte-var.se' });
    expect(notClaimed.statusCode).toBe(404);
    expect(notClaimed.json().code).toBe('SSO_DOMAIN_NOT_CLAIMED');
  });

  it('answers a clear 400 when DNS does not answer', { timeout: 30_000 }, async () => {
    const silent = await startSilentDns();
    try {
      const twin = await t.twin({ dnsServers: [silent.server] });
      const res = await twin.inject({
        method: 'POST',
        url: `/api/v1/organization/${org.id}/sso/verify-domain`,
        headers: { authorization: `Token ${admin.token}` },
        payload: { domain },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SSO_DOMAIN_DNS_FAILED');
    } finally {
      await silent.close();
    }
  });

  it('is proven by its TXT record (by an admin, audited), and then signs its people in', async () => {
    const member = await makeMember(t.database.db, org);
    dns.txt.set(domain, ['v=spf1 -all', record]);
    expect((await verify(member.token, org.id, { domain })).statusCode).toBe(403);
    const res = await verify(admin.token, org.id, { domain });
    expect(res.statusCode, res.body).toBe(200);
    expect(claimOf(res.json(), domain)).toMatchObject({ verified: true, verifiedBy: 'dns' });
    expect(claimOf(res.json(), `annex.${domain}`)).toMatchObject({ verified: false });
    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.ssoDomainVerified'), eq(auditEvents.organizationId, org.id)));
    expect(audited?.details).toEqual({ to: domain });

    expect((await lookup(`anna@${domain}`)).json()).toEqual({ sso: true, organizationName: org.name });
    expect((await start(`anna@${domain}`)).statusCode).toBe(302);
    // The unproven one beside it still is not.
    expect((await lookup(`anna@annex.${domain}`)).json()).toEqual({ sso: false });
  });

  it('belongs to one organization once proven (409), however the other tries', async () => {
    const other = await makeOrganization(t.database.db);
    const otherAdmin = await makeMember(t.database.db, other, { admin: true });
    const taken = await setUp(otherAdmin.token, other.id, [domain]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SSO_DOMAIN_TAKEN');
    // The other organization claimed the unproven one too, and proves it first: the first one's claim is then 409.
    const annex = `annex.${domain}`;
    const claimed = await setUp(otherAdmin.token, other.id, [annex]);
    expect(claimed.statusCode, claimed.body).toBe(200);
    dns.txt.set(annex, [claimed.json().domains[0].txtRecord]);
    expect((await verify(otherAdmin.token, other.id, { domain: annex })).statusCode).toBe(200);
    const late = await verify(admin.token, org.id, { domain: annex });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SSO_DOMAIN_VERIFIED_ELSEWHERE');
  });

  it('is marked proven without DNS by the superadmin alone, audited', async () => {
    const other = await makeOrganization(t.database.db);
    const otherAdmin = await makeMember(t.database.db, other, { admin: true });
    const testDomain = `test-${domain}`;
    expect((await setUp(otherAdmin.token, other.id, [testDomain])).statusCode).toBe(200);
    const refused = await verify(otherAdmin.token, other.id, { domain: testDomain, withoutDns: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SSO_MARK_VERIFIED_SUPERADMIN_ONLY');
    const superadmin = await makeUser(t.database.db, { superadmin: true });
    const marked = await verify(superadmin.token, other.id, { domain: testDomain, withoutDns: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().domains[0]).toMatchObject({ verified: true, verifiedBy: 'superadmin' });
    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.ssoDomainMarkedVerified'), eq(auditEvents.organizationId, other.id)));
    expect(audited).toMatchObject({ actorId: superadmin.user.id, details: { to: testDomain } });
  });
});
