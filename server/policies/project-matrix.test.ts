/** Every role against every project action, with the expected status; refusals change nothing. */
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, projects, projectTeam } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { withTestApp } from './matrix-support';

let t: TestApp;
withTestApp((app) => (t = app));

const ROLES = [
  'superadmin',
  'orgAdmin',
  'chiefOnTeam',
  'chiefOffTeam',
  'memberOnTeam',
  'memberOffTeam',
  'otherOrgAdmin',
  'noOrg',
  'anonymous',
] as const;

async function makeWorld() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const other = await makeOrganization(db);
  const p = {
    superadmin: await makeUser(db, { superadmin: true }),
    orgAdmin: await makeMember(db, org, { admin: true }),
    chiefOnTeam: await makeMember(db, org, { accountType: 'administrator' }),
    chiefOffTeam: await makeMember(db, org, { accountType: 'administrator' }),
    memberOnTeam: await makeMember(db, org),
    memberOffTeam: await makeMember(db, org),
    colleague: await makeMember(db, org),
    otherOrgAdmin: await makeMember(db, other, { admin: true }),
    noOrg: await makeUser(db),
  };
  const project = await makeProject(db, org, {
    visibility: 'organization',
    team: [p.chiefOnTeam.user.id, p.memberOnTeam.user.id, p.colleague.user.id],
  });
  const [activity] = await db
    .insert(activities)
    .values({
      projectId: project.id,
      name: 'Gjutning',
      deadline: '2026-12-01',
      keywords: ['betong'],
      responsibleId: p.memberOnTeam.user.id,
    })
    .returning();
  return { org, project, activity: activity as NonNullable<typeof activity>, p };
}
type World = Awaited<ReturnType<typeof makeWorld>>;
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };

const ACTIONS: Record<string, (w: World) => Call> = {
  read: (w) => ({ method: 'GET', url: `/project/${w.project.id}` }),
  updateSettings: (w) => ({
    method: 'PUT',
    url: `/project/${w.project.id}`,
    payload: { name: `Nytt ${Math.random()}` },
  }),
  archive: (w) => ({ method: 'PUT', url: `/project/${w.project.id}`, payload: { archived: true } }),
  setBudget: (w) => ({ method: 'PUT', url: `/project/${w.project.id}`, payload: { budget: 1_500_000 } }),
  writeLessons: (w) => ({
    method: 'PUT',
    url: `/project/${w.project.id}`,
    payload: { lessonsLearned: 'Beställ tidigt.' },
  }),
  addTeamMember: (w) => ({
    method: 'POST',
    url: `/project/${w.project.id}`,
    payload: { userId: w.p.memberOffTeam.user.id },
  }),
  removeTeamMember: (w) => ({ method: 'DELETE', url: `/project/${w.project.id}/${w.p.colleague.user.id}` }),
  setTeamRole: (w) => ({
    method: 'PATCH',
    url: `/project/${w.project.id}/${w.p.colleague.user.id}`,
    payload: { role: 'Platschef' },
  }),
  delete: (w) => ({ method: 'DELETE', url: `/project/${w.project.id}` }),
  bulkDelete: (w) => ({ method: 'POST', url: '/delete_projects_bulk', payload: { ids: [w.project.id] } }),
  createActivity: (w) => ({
    method: 'POST',
    url: '/activity',
    payload: {
      project: w.project.id,
      name: 'Ny',
      responsible: w.p.memberOnTeam.user.id,
      deadline: '2026-12-24',
      keywords: ['x'],
    },
  }),
  updateActivity: (w) => ({ method: 'PUT', url: `/activity/${w.activity.id}`, payload: { status: 'ongoing' } }),
  deleteActivity: (w) => ({ method: 'DELETE', url: `/activity/${w.activity.id}` }),
  createProject: () => ({
    method: 'POST',
    url: '/project',
    payload: { name: `Skapad ${Math.random()}`, type: 'Nybyggnad', startDate: '2026-03-01' },
  }),
};

// superadmin, orgAdmin, chiefOnTeam, chiefOffTeam, memberOnTeam, memberOffTeam, otherOrgAdmin, noOrg, anonymous
const EXPECTED: Record<keyof typeof ACTIONS, number[]> = {
  read: [200, 200, 200, 200, 200, 200, 404, 404, 401],
  updateSettings: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  archive: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  setBudget: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  writeLessons: [200, 200, 200, 403, 200, 403, 404, 404, 401],
  addTeamMember: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  removeTeamMember: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  setTeamRole: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  delete: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  bulkDelete: [200, 200, 200, 403, 403, 403, 404, 404, 401],
  createActivity: [201, 201, 201, 403, 201, 403, 404, 404, 401],
  updateActivity: [200, 200, 200, 403, 200, 403, 404, 404, 401],
  deleteActivity: [200, 200, 200, 403, 200, 403, 404, 404, 401],
  createProject: [400, 201, 201, 201, 403, 403, 201, 403, 401],
};

async function snapshot() {
  const db = t.database.db;
  return JSON.stringify({
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    team: await db
      .select({ p: projectTeam.projectId, u: projectTeam.userId, role: projectTeam.role })
      .from(projectTeam)
      .orderBy(asc(projectTeam.projectId), asc(projectTeam.userId)),
    activities: await db.select().from(activities).orderBy(asc(activities.id)),
  });
}

describe('project permission matrix', () => {
  for (const [action, expected] of Object.entries(EXPECTED)) {
    ROLES.forEach((role, i) => {
      const status = expected[i] ?? 0;
      it(`${role} → ${action} answers ${status}`, async () => {
        const w = await makeWorld();
        const call = ACTIONS[action]?.(w);
        if (!call) throw new Error(action);
        const before = status >= 400 ? await snapshot() : '';
        const token = role === 'anonymous' ? undefined : w.p[role].token;
        const res = await t.request({ ...call, token } as Parameters<TestApp['request']>[0]);
        expect(res.statusCode, res.body).toBe(status);
        if (status >= 400) expect(await snapshot()).toBe(before);
      });
    });
  }
});
