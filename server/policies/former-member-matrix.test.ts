/**
 * The former-member world (issue: a member removed from an organization still saw its members-only project on the
 * dashboard, and its deadline mails kept coming): people who were on the team of a members-only project and then
 * left the organization, were removed from it, or moved on to another one. Leaving through the API ends their
 * team memberships; and where a team row was left behind anyway (as the previous release left them), no surface
 * that starts from team rows shows them anything of the project — dashboard, project list and search, the project,
 * its files (list, search, read, content), deadline mails. Nor to a colleague taken off the team who is still
 * responsible for one of its activities. A colleague who stayed on the team sees all of it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { activities, projectTeam, users } from '../db/schema';
import { sendDeadlineMails } from '../jobs/deadline-mails';
import { decodeQuotedPrintable } from '../test/mail';
import { makeMember, makeOrganization, makeProject, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

let t: TestApp;
const DAY = '2026-11-24';
/** A word only the project's and its file's names hold, to search for. */
const WORD = 'Kvarnholmen';

const ROLES = [
  'stayedOnTeam',
  'leftOrganization',
  'removedByAdmin',
  'movedToOtherOrganization',
  'staleRowLeft',
  'staleRowMoved',
  'takenOffTeam',
] as const;
type Role = (typeof ROLES)[number];

async function makeWorld() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const other = await makeOrganization(db);
  const adminA = await makeMember(db, org, { admin: true });
  const adminB = await makeMember(db, other, { admin: true });
  const people = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await makeMember(db, org, { firstName: role })] as const)),
  ) as Record<Role, MadeUser>;
  const project = await makeProject(db, org, {
    name: `Förskolan ${WORD}`,
    visibility: 'members',
    budget: 7_777_777,
    team: ROLES.map((role) => people[role].user.id),
  });
  await db.insert(activities).values(
    ROLES.map((role) => ({
      projectId: project.id,
      name: `Besiktning för ${role}`,
      responsibleId: people[role].user.id,
      deadline: DAY,
      keywords: [],
    })),
  );
  const upload = await t.request({
    method: 'POST',
    url: '/upload_file?purpose=constructionfile',
    token: people.stayedOnTeam.token,
    ...multipart(PDF, 'ritning.pdf'),
  });
  const file = await t.request({
    method: 'POST',
    url: '/constructionfile',
    token: people.stayedOnTeam.token,
    payload: { name: `Bygglov ${WORD}`, project: project.id, url: upload.json().url },
  });
  expect(file.statusCode, file.body).toBe(201);

  // Through the API: leaving, removal by an admin, and leaving for another organization.
  const remove = (token: string, userId: string) =>
    t.request({
      method: 'POST',
      url: `/remove_org_member?userId=${userId}`,
      token,
      payload: { organizationId: org.id },
    });
  const left = people.leftOrganization.user.id;
  expect((await remove(people.leftOrganization.token, left)).statusCode).toBe(200);
  expect((await remove(adminA.token, people.removedByAdmin.user.id)).statusCode).toBe(200);
  const mover = people.movedToOtherOrganization.user.id;
  expect((await remove(people.movedToOtherOrganization.token, mover)).statusCode).toBe(200);
  // Nobody is admitted without applying (issue #34.7): the mover applies, the other organization's admin approves.
  for (const token of [people.movedToOtherOrganization.token, adminB.token]) {
    const joined = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token,
      payload: { organizationId: other.id, userId: mover, role: 'member' },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  // Still in the organization, off the team, still named responsible for an activity.
  const off = await t.request({
    method: 'DELETE',
    url: `/project/${project.id}/${people.takenOffTeam.user.id}`,
    token: adminA.token,
  });
  expect(off.statusCode, off.body).toBe(200);
  // Left behind: out of the organization (or on to another one) with the team row still there.
  await db.update(users).set({ organizationId: null }).where(eq(users.id, people.staleRowLeft.user.id));
  await db.update(users).set({ organizationId: other.id }).where(eq(users.id, people.staleRowMoved.user.id));

  return { project, fileId: file.json()._id as string, people };
}

let w: Awaited<ReturnType<typeof makeWorld>>;
let mails: string[];
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld();
  const before = t.outbox().length;
  const log = { warn: () => undefined };
  await sendDeadlineMails(
    { db: t.database.db, mailer: t.ctx.mailer, log, baseUrl: 'https://byggarkiv.example.se' },
    DAY,
  );
  mails = t.outbox().slice(before).map(decodeQuotedPrintable);
});
afterAll(async () => {
  await t.close();
});

const sees = (role: Role) => role === 'stayedOnTeam';
const organizationLess = (role: Role) =>
  role === 'leftOrganization' || role === 'removedByAdmin' || role === 'staleRowLeft';
const get = (role: Role, url: string) => t.request({ method: 'GET', url, token: w.people[role].token });

/** A list call: refused with NOT_ORG_MEMBER without an organization, else listing the id exactly when it is seen. */
async function expectListed(role: Role, url: string, id: string) {
  const res = await get(role, url);
  if (organizationLess(role)) {
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notOrgMember);
    return;
  }
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const ids = (res.json().result as Array<{ _id: string }>).map((r) => r._id);
  expect(ids.includes(id)).toBe(sees(role));
}

const SURFACES: Record<string, (role: Role) => Promise<void>> = {
  'the dashboard': async (role) => {
    const res = await get(role, '/dashboard');
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    expect(dashboard.ongoingProjects).toBe(sees(role) ? 1 : 0);
    expect(JSON.stringify(dashboard).includes(WORD)).toBe(sees(role));
    expect(dashboard.budget.total).toBe(sees(role) ? 7_777_777 : 0);
  },
  'the project list': (role) => expectListed(role, '/project?limit=500', w.project.id),
  'the project search': (role) => expectListed(role, `/project?search=${WORD}`, w.project.id),
  'the project': async (role) => {
    expect((await get(role, `/project/${w.project.id}`)).statusCode).toBe(sees(role) ? 200 : 404);
  },
  'the file list': (role) =>
    expectListed(
      role,
      `/constructionfile?limit=500&query=${encodeURIComponent(JSON.stringify({ project: w.project.id }))}`,
      w.fileId,
    ),
  'the file search': (role) => expectListed(role, `/constructionfile?search=${WORD}`, w.fileId),
  'a file': async (role) => {
    expect((await get(role, `/constructionfile/${w.fileId}`)).statusCode).toBe(sees(role) ? 200 : 404);
  },
  "a file's content": async (role) => {
    expect((await get(role, `/constructionfile/${w.fileId}/content`)).statusCode).toBe(sees(role) ? 200 : 404);
  },
  'the deadline mails': async (role) => {
    const theirs = mails.filter((m) => m.includes(w.people[role].user.email));
    expect(theirs).toHaveLength(sees(role) ? 1 : 0);
    expect(mails.filter((m) => m.includes(WORD))).toHaveLength(1);
  },
};

describe('former members of a members-only project’s team', () => {
  for (const role of ROLES) {
    for (const [surface, check] of Object.entries(SURFACES)) {
      it(`${role}: ${surface} ${sees(role) ? 'shows' : 'shows nothing of'} the project`, () => check(role));
    }
  }

  it('leaving or being removed through the API ends the team memberships', async () => {
    const onTeam = async (role: Role) =>
      (
        await t.database.db
          .select()
          .from(projectTeam)
          .where(and(eq(projectTeam.projectId, w.project.id), eq(projectTeam.userId, w.people[role].user.id)))
      ).length;
    expect(await onTeam('stayedOnTeam')).toBe(1);
    for (const role of ['leftOrganization', 'removedByAdmin', 'movedToOtherOrganization'] as const)
      expect(await onTeam(role), role).toBe(0);
  });
});
