/** Every role against every file action; other organizations' private files answer 404 and stay as they were. */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionFiles } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ROLES = ['superadmin', 'orgAdmin', 'teamMember', 'colleague', 'otherOrgAdmin', 'noOrg', 'anonymous'] as const;

async function makeWorld(visibility: 'organization' | 'members') {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const p = {
    superadmin: await makeUser(db, { superadmin: true }),
    orgAdmin: await makeMember(db, org, { admin: true }),
    teamMember: await makeMember(db, org),
    colleague: await makeMember(db, org),
    otherOrgAdmin: await makeMember(db, await makeOrganization(db), { admin: true }),
    noOrg: await makeUser(db),
  };
  const project = await makeProject(db, org, { visibility, team: [p.teamMember.user.id] });
  const upload = async () =>
    (
      await t.request({ method: 'POST', url: '/upload_file', token: p.teamMember.token, ...multipart(PDF, 'a.pdf') })
    ).json().url;
  const file = (
    await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: p.teamMember.token,
      payload: { name: 'Fil', project: project.id, url: await upload() },
    })
  ).json();
  return { p, project, file };
}
type World = Awaited<ReturnType<typeof makeWorld>>;

const ACTIONS: Record<
  string,
  (w: World) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown }
> = {
  read: (w) => ({ method: 'GET', url: `/constructionfile/${w.file._id}` }),
  content: (w) => ({ method: 'GET', url: `/constructionfile/${w.file._id}/content` }),
  rename: (w) => ({ method: 'PATCH', url: `/constructionfile/${w.file._id}`, payload: { name: 'Nytt namn' } }),
  delete: (w) => ({ method: 'DELETE', url: `/constructionfile/${w.file._id}` }),
  bulkDelete: (w) => ({ method: 'POST', url: '/delete_files_bulk', payload: { ids: [w.file._id] } }),
  createRegisterEntry: (w) => ({
    method: 'POST',
    url: '/constructionfile',
    payload: { name: 'Post', project: w.project.id },
  }),
};

// superadmin, orgAdmin, teamMember, colleague, otherOrgAdmin, noOrg, anonymous
const EXPECTED: Record<'organization' | 'members', Record<keyof typeof ACTIONS, number[]>> = {
  organization: {
    read: [200, 200, 200, 200, 404, 404, 401],
    content: [200, 200, 200, 200, 404, 404, 401],
    rename: [200, 200, 200, 403, 404, 404, 401],
    delete: [200, 200, 200, 403, 404, 404, 401],
    bulkDelete: [200, 200, 200, 403, 404, 404, 401],
    createRegisterEntry: [201, 201, 201, 403, 404, 404, 401],
  },
  members: {
    read: [200, 200, 200, 404, 404, 404, 401],
    content: [200, 200, 200, 404, 404, 404, 401],
    rename: [200, 200, 200, 404, 404, 404, 401],
    delete: [200, 200, 200, 404, 404, 404, 401],
    bulkDelete: [200, 200, 200, 404, 404, 404, 401],
    createRegisterEntry: [201, 201, 201, 404, 404, 404, 401],
  },
};

const snapshot = async () =>
  JSON.stringify(await t.database.db.select().from(constructionFiles).orderBy(asc(constructionFiles.id)));

for (const visibility of ['organization', 'members'] as const) {
  describe(`file permission matrix, project visibility ${visibility}`, () => {
    for (const [action, expected] of Object.entries(EXPECTED[visibility])) {
      ROLES.forEach((role, i) => {
        const status = expected[i] ?? 0;
        it(`${role} → ${action} answers ${status}`, async () => {
          const w = await makeWorld(visibility);
          const call = ACTIONS[action]?.(w);
          if (!call) throw new Error(action);
          const before = status >= 400 ? await snapshot() : '';
          const token = role === 'anonymous' ? undefined : w.p[role].token;
          const res = await t.request({ ...call, token } as Parameters<TestApp['request']>[0]);
          expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
          if (status >= 400) expect(await snapshot()).toBe(before);
        });
      });
    }
  });
}
