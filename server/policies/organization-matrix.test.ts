/**
 * Every role against every organization and user action, with the expected status. Denied rows also prove
 * that nothing changed, and that other organizations' private things answer 404, not 403.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationApplications, organizationSso, organizations, ssoEmailDomains, users } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { startTestDns, type TestDns } from '../test/dns-server';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
/** A DNS that knows no domain: a domain check answers at once that its record is missing. */
let dns: TestDns;
beforeAll(async () => {
  dns = await startTestDns();
  t = await createTestApp({ DNS_SERVERS: dns.server });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const ROLES = ['superadmin', 'orgAdmin', 'member', 'applicant', 'otherOrgAdmin', 'noOrg', 'anonymous'] as const;
type Role = (typeof ROLES)[number];

async function makeWorld() {
  const db = t.database.db;
  const orgA = await makeOrganization(db);
  const orgB = await makeOrganization(db);
  const people = {
    superadmin: await makeUser(db, { superadmin: true }),
    orgAdmin: await makeMember(db, orgA, { admin: true }),
    admin2: await makeMember(db, orgA, { admin: true }),
    member: await makeMember(db, orgA),
    member2: await makeMember(db, orgA),
    applicant: await makeUser(db),
    otherOrgAdmin: await makeMember(db, orgB, { admin: true }),
    noOrg: await makeUser(db, { phone: '070-111 11 11', address: 'Storgatan 1, Malmö' }),
    requester: await makeUser(db),
    /** Another superadmin, on A's admin waiting list: nobody admits a superadmin (issue #34.7). */
    appliedSuperadmin: await makeUser(db, { superadmin: true }),
  };
  await db.insert(organizationApplications).values([
    { userId: people.applicant.user.id, organizationId: orgA.id, role: 'member' },
    { userId: people.appliedSuperadmin.user.id, organizationId: orgA.id, role: 'admin' },
  ]);
  const pending = await makeOrganization(db, { approved: false, requestedBy: people.requester.user.id });
  // A's single sign-on, as set up earlier (its provider is not reached by reading or removing it).
  await db.insert(organizationSso).values({
    organizationId: orgA.id,
    issuer: 'https://idp.example.se',
    clientId: 'byggarkiv',
    clientSecret: 'hemlig',
  });
  await db.insert(ssoEmailDomains).values({ domain: `${orgA.id}.example.se`, organizationId: orgA.id });
  return { orgA, orgB, pending, people };
}
type World = Awaited<ReturnType<typeof makeWorld>>;

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

const ACTIONS: Record<string, (w: World) => Call> = {
  listOrganizations: () => ({ method: 'GET', url: '/organization' }),
  readOrganization: (w) => ({ method: 'GET', url: `/organization/${w.orgA.id}` }),
  readPendingOrganization: (w) => ({ method: 'GET', url: `/organization/${w.pending.id}` }),
  createOrganization: () => ({ method: 'POST', url: '/organization', payload: { name: `Ny ${Math.random()}` } }),
  updateOrganization: (w) => ({
    method: 'PUT',
    url: `/organization/${w.orgA.id}`,
    payload: { name: `Nytt namn ${Math.random()}` },
  }),
  approveOrganization: (w) => ({ method: 'PUT', url: `/organization/${w.pending.id}`, payload: { approved: true } }),
  denyOrganization: (w) => ({ method: 'DELETE', url: `/organization/${w.pending.id}` }),
  deleteOrganization: (w) => ({ method: 'DELETE', url: `/organization/${w.orgA.id}` }),
  addAdmin: (w) => ({ method: 'POST', url: `/organization/${w.orgA.id}?addAdminId=${w.people.member2.user.id}` }),
  removeAdmin: (w) => ({ method: 'POST', url: `/organization/${w.orgA.id}?removeAdminId=${w.people.admin2.user.id}` }),
  approveApplicant: (w) => ({
    method: 'POST',
    url: '/add_org_member',
    payload: { organizationId: w.orgA.id, userId: w.people.applicant.user.id, role: 'member' },
  }),
  addOrganizationless: (w) => ({
    method: 'POST',
    url: '/add_org_member',
    payload: { organizationId: w.orgA.id, userId: w.people.requester.user.id, role: 'member' },
  }),
  addSuperadmin: (w) => ({
    method: 'POST',
    url: '/add_org_member',
    payload: { organizationId: w.orgA.id, userId: w.people.superadmin.user.id, role: 'admin' },
  }),
  approveAppliedSuperadmin: (w) => ({
    method: 'POST',
    url: '/add_org_member',
    payload: { organizationId: w.orgA.id, userId: w.people.appliedSuperadmin.user.id, role: 'admin' },
  }),
  denyApplicant: (w) => ({
    method: 'POST',
    url: `/remove_org_member?userId=${w.people.applicant.user.id}`,
    payload: { organizationId: w.orgA.id },
  }),
  removeMember: (w) => ({
    method: 'POST',
    url: `/remove_org_member?userId=${w.people.member2.user.id}`,
    payload: { organizationId: w.orgA.id },
  }),
  readSso: (w) => ({ method: 'GET', url: `/organization/${w.orgA.id}/sso` }),
  // Allowed callers get as far as discovery, which no provider answers here (400).
  saveSso: (w) => ({
    method: 'PUT',
    url: `/organization/${w.orgA.id}/sso`,
    payload: { issuer: 'https://127.0.0.1:9', clientId: 'x', emailDomains: [`ny-${w.orgA.id}.example.se`] },
  }),
  removeSso: (w) => ({ method: 'DELETE', url: `/organization/${w.orgA.id}/sso` }),
  // Allowed callers get as far as asking DNS, which holds no record for it here (400).
  verifySsoDomain: (w) => ({
    method: 'POST',
    url: `/organization/${w.orgA.id}/sso/verify-domain`,
    payload: { domain: `${w.orgA.id}.example.se` },
  }),
  markSsoDomainVerified: (w) => ({
    method: 'POST',
    url: `/organization/${w.orgA.id}/sso/verify-domain`,
    payload: { domain: `${w.orgA.id}.example.se`, withoutDns: true },
  }),
  readPendingSso: (w) => ({ method: 'GET', url: `/organization/${w.pending.id}/sso` }),
  listUsers: () => ({ method: 'GET', url: '/user' }),
  readUser: (w) => ({ method: 'GET', url: `/user/${w.people.member2.user.id}` }),
  updateUser: (w) => ({ method: 'PUT', url: `/user/${w.people.member2.user.id}`, payload: { title: 'Ändrad' } }),
  changeAccountType: (w) => ({
    method: 'POST',
    url: '/change_account_type',
    payload: { userId: w.people.member2.user.id, accountType: 'administrator' },
  }),
};

// Columns: superadmin, orgAdmin, member, applicant, otherOrgAdmin, noOrg, anonymous.
const EXPECTED: Record<keyof typeof ACTIONS, [number, number, number, number, number, number, number]> = {
  listOrganizations: [200, 200, 200, 200, 200, 200, 401],
  readOrganization: [200, 200, 200, 200, 200, 200, 401],
  readPendingOrganization: [200, 404, 404, 404, 404, 404, 401],
  createOrganization: [201, 400, 400, 201, 400, 201, 401],
  updateOrganization: [200, 200, 403, 403, 403, 403, 401],
  approveOrganization: [200, 404, 404, 404, 404, 404, 401],
  denyOrganization: [200, 404, 404, 404, 404, 404, 401],
  deleteOrganization: [200, 200, 403, 403, 403, 403, 401],
  addAdmin: [200, 200, 403, 403, 403, 403, 401],
  removeAdmin: [200, 200, 403, 403, 403, 403, 401],
  // The applicant naming themself applies again / withdraws: their own business, not an approval.
  approveApplicant: [200, 200, 403, 200, 403, 403, 401],
  // Issue #34.7: nobody is admitted without applying, whoever asks; the superadmin only joins by themself.
  addOrganizationless: [403, 403, 403, 403, 403, 403, 401],
  addSuperadmin: [200, 403, 403, 403, 403, 403, 401],
  approveAppliedSuperadmin: [403, 403, 403, 403, 403, 403, 401],
  denyApplicant: [200, 200, 403, 200, 403, 403, 401],
  removeMember: [200, 200, 403, 403, 403, 403, 401],
  readSso: [200, 200, 403, 403, 403, 403, 401],
  saveSso: [400, 400, 403, 403, 403, 403, 401],
  removeSso: [200, 200, 403, 403, 403, 403, 401],
  verifySsoDomain: [400, 400, 403, 403, 403, 403, 401],
  markSsoDomainVerified: [200, 403, 403, 403, 403, 403, 401],
  // The requester is no admin of their pending organization yet; the superadmin finds no set-up there.
  readPendingSso: [404, 404, 404, 404, 404, 404, 401],
  listUsers: [200, 200, 200, 200, 200, 200, 401],
  readUser: [200, 200, 200, 404, 404, 404, 401],
  updateUser: [200, 403, 403, 404, 404, 404, 401],
  changeAccountType: [200, 200, 403, 404, 404, 404, 401],
};

async function snapshot() {
  const db = t.database.db;
  return JSON.stringify({
    orgs: await db.select().from(organizations).orderBy(asc(organizations.id)),
    users: await db
      .select({
        id: users.id,
        org: users.organizationId,
        admin: users.isOrgAdmin,
        type: users.accountType,
        title: users.title,
      })
      .from(users)
      .orderBy(asc(users.id)),
    applications: await db.select().from(organizationApplications).orderBy(asc(organizationApplications.userId)),
  });
}

const token = (w: World, role: Role): string | undefined =>
  role === 'anonymous' ? undefined : (w.people[role] as MadeUser).token;

describe('organization and user permission matrix', () => {
  for (const [action, expected] of Object.entries(EXPECTED)) {
    ROLES.forEach((role, i) => {
      const status = expected[i] ?? 0;
      it(`${role} → ${action} answers ${status}${status >= 400 ? ' and changes nothing' : ''}`, async () => {
        const world = await makeWorld();
        const call = ACTIONS[action]?.(world);
        if (!call) throw new Error(`no action ${action}`);
        const before = status >= 400 ? await snapshot() : '';
        const res = await t.request({ ...call, token: token(world, role) } as Parameters<TestApp['request']>[0]);
        expect(res.statusCode, res.body).toBe(status);
        if (status >= 400) {
          expect(res.json().success).toBe(false);
          expect(await snapshot()).toBe(before);
        }
      });
    });
  }
});

describe('what lists reveal', () => {
  it("another organization's members never appear in a user list, whatever the filter", async () => {
    const w = await makeWorld();
    for (const query of [
      undefined,
      JSON.stringify({ organization: w.orgA.id }),
      JSON.stringify({ $or: [{ organization: w.orgA.id }, { organization: null }] }),
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/user${query ? `?query=${encodeURIComponent(query)}` : ''}`,
        token: w.people.otherOrgAdmin.token,
      });
      const ids = res.json().result.map((u: { _id: string }) => u._id);
      expect(ids).not.toContain(w.people.member.user.id);
      expect(ids).not.toContain(w.people.noOrg.user.id);
    }
  });

  it('an admin finds an organization-less person only by exact e-mail', async () => {
    const w = await makeWorld();
    const email = w.people.noOrg.user.email;
    const exact = await t.request({
      method: 'GET',
      url: `/user?query=${encodeURIComponent(JSON.stringify({ email, organization: null }))}`,
      token: w.people.orgAdmin.token,
    });
    expect(exact.json().result.map((u: { _id: string }) => u._id)).toEqual([w.people.noOrg.user.id]);
    const fuzzy = await t.request({
      method: 'GET',
      url: `/user?query=${encodeURIComponent(JSON.stringify({ email: { $regex: email.slice(0, 8) } }))}`,
      token: w.people.orgAdmin.token,
    });
    expect(fuzzy.json().result).toEqual([]);
    const asMember = await t.request({
      method: 'GET',
      url: `/user?query=${encodeURIComponent(JSON.stringify({ email }))}`,
      token: w.people.member.token,
    });
    expect(asMember.json().result).toEqual([]);
  });

  it("an admin's lookups show no phone or address of people outside the organization", async () => {
    const w = await makeWorld();
    const db = t.database.db;
    const contact = { phone: '070-222 22 22', address: 'Kyrkogatan 2, Lund' };
    await db.update(users).set(contact).where(eq(users.id, w.people.applicant.user.id));
    await db.update(users).set(contact).where(eq(users.id, w.people.member2.user.id));
    const get = async (token: string, url: string) => {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byEmail = (email: string) =>
      `/user?query=${encodeURIComponent(JSON.stringify({ email, organization: null }))}`;
    const admin = w.people.orgAdmin.token;
    // Found by exact e-mail: an organization-less person, and an applicant.
    for (const person of [w.people.noOrg, w.people.applicant]) {
      const [found] = (await get(admin, byEmail(person.user.email))).result;
      expect(found).toMatchObject({ _id: person.user.id, email: person.user.email, phone: '', address: '' });
    }
    expect(await get(admin, `/user/${w.people.applicant.user.id}`)).toMatchObject({ phone: '', address: '' });
    const waitlist = await get(admin, `/organization/${w.orgA.id}?populate=waitlist`);
    expect(waitlist.waitlist.users[0]).toMatchObject({ _id: w.people.applicant.user.id, phone: '', address: '' });
    // A colleague's, and their own, they see; so does the superadmin anyone's.
    expect(await get(admin, `/user/${w.people.member2.user.id}`)).toMatchObject(contact);
    expect(await get(w.people.member.token, `/user/${w.people.member2.user.id}`)).toMatchObject(contact);
    expect(await get(w.people.noOrg.token, `/user/${w.people.noOrg.user.id}`)).toMatchObject({
      phone: '070-111 11 11',
    });
    const [asSuperadmin] = (await get(w.people.superadmin.token, byEmail(w.people.noOrg.user.email))).result;
    expect(asSuperadmin).toMatchObject({ phone: '070-111 11 11', address: 'Storgatan 1, Malmö' });
  });

  it('member lists go to members only, waiting lists to admins only', async () => {
    const w = await makeWorld();
    const asOutsider = (
      await t.request({ method: 'GET', url: `/organization/${w.orgA.id}`, token: w.people.otherOrgAdmin.token })
    ).json();
    expect(asOutsider).toMatchObject({
      users: [],
      admins: [],
      waitlist: { users: [], admins: [] },
      membersCount: 4,
      adminsCount: 2,
    });
    const asMember = (
      await t.request({ method: 'GET', url: `/organization/${w.orgA.id}`, token: w.people.member.token })
    ).json();
    expect(asMember.users).toHaveLength(4);
    expect(asMember.waitlist.users).toEqual([]);
    const asAdmin = (
      await t.request({
        method: 'GET',
        url: `/organization/${w.orgA.id}?populate=waitlist`,
        token: w.people.orgAdmin.token,
      })
    ).json();
    expect(asAdmin.waitlist.users.map((u: { _id: string }) => u._id)).toEqual([w.people.applicant.user.id]);
  });
});
