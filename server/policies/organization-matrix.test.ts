/**
 * Every role against every organization and user action, with the expected status. Denied rows also prove
 * that nothing changed, and that other organizations' private things answer 404, not 403.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationApplications, organizations, users } from '../db/schema';
import type { MadeUser } from '../test/factories';
import { startTestDns, type TestDns } from '../test/dns-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeWorld as makeWorldIn } from './organization-world';

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

const makeWorld = () => makeWorldIn(t.database.db);
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
