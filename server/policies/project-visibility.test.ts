/**
 * The project visibility matrix: for every role, the list shows exactly the projects the policy lets it
 * read, a single read agrees, the scope for a person joined into a statement (the deadline mails) agrees too, and
 * the visibility filter views narrow as docs/product.md point 6 says.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { projects, users } from '../db/schema';
import { projectSeenByJoinedUser } from './scopes';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof makeWorld>>;

async function makeWorld() {
  const db = t.database.db;
  const orgA = await makeOrganization(db);
  const orgB = await makeOrganization(db);
  const people = {
    superadmin: await makeUser(db, { superadmin: true }),
    adminA: await makeMember(db, orgA, { admin: true }),
    memberOnTeam: await makeMember(db, orgA),
    memberOffTeam: await makeMember(db, orgA),
    adminB: await makeMember(db, orgB, { admin: true }),
    noOrg: await makeUser(db),
  };
  const team = [people.memberOnTeam.user.id];
  const projects = {
    aPublic: await makeProject(db, orgA, { visibility: 'public' }),
    aOrganization: await makeProject(db, orgA, { visibility: 'organization' }),
    aMembersTeam: await makeProject(db, orgA, { visibility: 'members', team }),
    aMembersOther: await makeProject(db, orgA, { visibility: 'members' }),
    bPublic: await makeProject(db, orgB, { visibility: 'public' }),
    bOrganization: await makeProject(db, orgB, { visibility: 'organization' }),
    bMembers: await makeProject(db, orgB, { visibility: 'members' }),
  };
  return { orgA, orgB, people, projects };
}

beforeAll(async () => {
  t = await createTestApp();
  world = await makeWorld();
});
afterAll(async () => {
  await t.close();
});

type ProjectKey = keyof typeof world.projects;
const ALL: ProjectKey[] = [
  'aPublic',
  'aOrganization',
  'aMembersTeam',
  'aMembersOther',
  'bPublic',
  'bOrganization',
  'bMembers',
];
const SEES: Record<string, ProjectKey[]> = {
  superadmin: ALL,
  adminA: ['aPublic', 'aOrganization', 'aMembersTeam', 'aMembersOther', 'bPublic'],
  memberOnTeam: ['aPublic', 'aOrganization', 'aMembersTeam', 'bPublic'],
  memberOffTeam: ['aPublic', 'aOrganization', 'bPublic'],
  adminB: ['aPublic', 'bPublic', 'bOrganization', 'bMembers'],
};

async function listed(token: string, query?: unknown): Promise<ProjectKey[]> {
  const url = `/project?limit=500${query ? `&query=${encodeURIComponent(JSON.stringify(query))}` : ''}`;
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  const ids = new Set(res.json().result.map((p: { _id: string }) => p._id));
  return ALL.filter((k) => ids.has(world.projects[k].id));
}

describe('project visibility', () => {
  for (const [role, sees] of Object.entries(SEES)) {
    it(`${role} lists exactly ${sees.join(', ')}, and a single read agrees`, async () => {
      const { token } = world.people[role as keyof typeof world.people];
      expect(await listed(token)).toEqual(sees);
      for (const key of ALL) {
        const res = await t.request({ method: 'GET', url: `/project/${world.projects[key].id}`, token });
        expect(res.statusCode, `${role} reads ${key}`).toBe(sees.includes(key) ? 200 : 404);
      }
    });
  }

  it('the scope of a person joined into a statement sees what each one reads, nothing more', async () => {
    for (const [role, sees] of Object.entries({ ...SEES, noOrg: ['aPublic', 'bPublic'] as ProjectKey[] })) {
      const { user } = world.people[role as keyof typeof world.people];
      const rows = await t.database.db
        .select({ id: projects.id })
        .from(projects)
        .innerJoin(users, eq(users.id, user.id))
        .where(projectSeenByJoinedUser());
      const ids = new Set(rows.map((r) => r.id));
      expect(
        ALL.filter((k) => ids.has(world.projects[k].id)),
        role,
      ).toEqual(sees);
    }
  });

  it('a user without organization lists nothing, with the exact text', async () => {
    const res = await t.request({ method: 'GET', url: '/project', token: world.people.noOrg.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notOrgMember);
  });

  it('filters narrow and never widen what a role sees', async () => {
    const { token } = world.people.memberOffTeam;
    expect(await listed(token, { organization: world.orgB.id })).toEqual(['bPublic']);
    expect(await listed(token, { $or: [{ visibility: 'members' }, { _id: world.projects.bMembers.id }] })).toEqual([]);
  });

  it('the visibility views: public, organization, members for an admin and for a team member', async () => {
    expect(await listed(world.people.adminA.token, { visibility: 'public' })).toEqual(['aPublic', 'bPublic']);
    expect(await listed(world.people.adminA.token, { visibility: 'organization' })).toEqual(['aOrganization']);
    expect(await listed(world.people.adminA.token, { visibility: 'members' })).toEqual([
      'aMembersTeam',
      'aMembersOther',
    ]);
    expect(await listed(world.people.memberOnTeam.token, { visibility: 'members' })).toEqual(['aMembersTeam']);
  });
});
