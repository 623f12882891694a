/** The organizations and people organization-matrix.test.ts and organization-lists.test.ts act among. Test-only. */
import type { Db } from '../db/client';
import { organizationApplications, organizationSso, ssoEmailDomains } from '../db/schema';
import { makeMember, makeOrganization, makeUser } from '../test/factories';

export async function makeWorld(db: Db) {
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
export type World = Awaited<ReturnType<typeof makeWorld>>;
