/**
 * Every role against every file and drawing action, for each project visibility and for work in progress on a
 * public project (docs/api.md §6 "Status": only the team and the organization's admins see it). Refusals change nothing;
 * what the caller may not see answers 404; a list holds a file exactly when a single read of it succeeds.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { constructionFiles, drawingFiles, fileRevisions } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { multipart, multipartFiles, PDF } from '../test/uploads';
import { withTestApp } from './matrix-support';

let t: TestApp;
withTestApp((app) => (t = app));

const ROLES = [
  'superadmin',
  'orgAdmin',
  'teamMember',
  'colleague',
  'otherOrgAdmin',
  'otherOrgMember',
  'noOrg',
  'anonymous',
] as const;
type Visibility = 'public' | 'organization' | 'members';
/** A project visibility, or `wip`: a public project whose files are work in progress. */
type Setting = Visibility | 'wip';

const KINDS = {
  constructionfile: { path: '/constructionfile', bulk: '/delete_files_bulk', purpose: 'constructionfile' },
  drawingfile: { path: '/drawingfile', bulk: '/delete_drawings_bulk', purpose: 'drawing' },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

async function makeWorld(setting: Setting) {
  const visibility: Visibility = setting === 'wip' ? 'public' : setting;
  const db = t.database.db;
  const org = await makeOrganization(db);
  const other = await makeOrganization(db);
  const p = {
    superadmin: await makeUser(db, { superadmin: true }),
    orgAdmin: await makeMember(db, org, { admin: true }),
    teamMember: await makeMember(db, org),
    colleague: await makeMember(db, org),
    otherOrgAdmin: await makeMember(db, other, { admin: true }),
    otherOrgMember: await makeMember(db, other),
    noOrg: await makeUser(db),
  };
  const project = await makeProject(db, org, { visibility, team: [p.teamMember.user.id] });
  return { p, project, status: setting === 'wip' ? 'wip' : 'published' };
}
type World = Awaited<ReturnType<typeof makeWorld>>;

/** A fresh file with content on the world's project, made by its team member: each test acts on its own. */
async function makeFile(w: World, kind: Kind): Promise<{ _id: string }> {
  const token = w.p.teamMember.token;
  const upload = await t.request({
    method: 'POST',
    url: `/upload_file?purpose=${kind.purpose}`,
    token,
    ...multipart(PDF, 'a.pdf'),
  });
  const res = await t.request({
    method: 'POST',
    url: kind.path,
    token,
    payload: { name: 'Fil', project: w.project.id, url: upload.json().url, status: w.status },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
/** An upload of the caller's own (the refusal must come from the file, not from someone else's upload). */
async function ownUpload(kind: Kind, token: string | undefined): Promise<string> {
  if (!token) return '/api/v1/uploads/00000000-0000-4000-8000-000000000000';
  const res = await t.request({
    method: 'POST',
    url: `/upload_file?purpose=${kind.purpose}`,
    token,
    ...multipart(PDF, 'b.pdf'),
  });
  return res.json().url as string;
}
const firstRevision = async (fileId: string) =>
  (await t.database.db.select().from(fileRevisions).where(eq(fileRevisions.fileId, fileId)))[0]?.id ?? '';

type MakeCall = (kind: Kind, w: World, file: { _id: string }, token: string | undefined) => Call | Promise<Call>;
const ACTIONS: Record<string, MakeCall> = {
  list: (k, w) => ({
    method: 'GET',
    url: `${k.path}?limit=500&query=${encodeURIComponent(JSON.stringify({ project: w.project.id }))}`,
  }),
  read: (k, _w, f) => ({ method: 'GET', url: `${k.path}/${f._id}` }),
  content: (k, _w, f) => ({ method: 'GET', url: `${k.path}/${f._id}/content` }),
  rename: (k, _w, f) => ({ method: 'PATCH', url: `${k.path}/${f._id}`, payload: { name: 'Nytt namn' } }),
  delete: (k, _w, f) => ({ method: 'DELETE', url: `${k.path}/${f._id}` }),
  bulkDelete: (k, _w, f) => ({ method: 'POST', url: k.bulk, payload: { ids: [f._id] } }),
  createRegisterEntry: (k, w) => ({
    method: 'POST',
    url: k.path,
    payload: { name: 'Post', project: w.project.id, status: w.status },
  }),
  setStatus: (k, _w, f) => ({ method: 'PATCH', url: `${k.path}/${f._id}`, payload: { status: 'archived' } }),
  revisions: (k, _w, f) => ({ method: 'GET', url: `${k.path}/${f._id}/revisions` }),
  revisionContent: async (k, _w, f) => ({
    method: 'GET',
    url: `${k.path}/${f._id}/revisions/${await firstRevision(f._id)}/content`,
  }),
  // Project-wide calls of document control: the project's ZIP, and a folder previewed against its register.
  zip: (k, w) => ({ method: 'GET', url: `/project/${w.project.id}/files.zip?kind=${k.purpose}` }),
  registerMatch: (_k, w) => ({
    method: 'POST',
    url: `/drawing_register/match?projectId=${w.project.id}&dryRun=true`,
    ...multipartFiles([{ name: 'A-01.pdf', content: Buffer.alloc(0) }]),
  }),
  addRevision: async (k, _w, f, token) => ({
    method: 'POST',
    url: `${k.path}/${f._id}/revisions`,
    payload: { url: await ownUpload(k, token), comment: 'Ändrad fasad' },
  }),
};
type Action = keyof typeof ACTIONS;

// superadmin, orgAdmin, teamMember, colleague, otherOrgAdmin, otherOrgMember, noOrg, anonymous
// A user without an organization lists no files at all (docs/product.md point 6), whatever the visibility; a public
// project's files are still readable one by one by anyone signed in, as the project itself is.
const LIST = [200, 200, 200, 200, 200, 200, 403, 401];

/**
 * One setting's answers: every call that reads a file answers `reads`, every call that changes one `changes` (201
 * for those that create), but for the calls named in `except`.
 */
function answers(reads: number[], changes: number[], except: Partial<Record<Action, number[]>> = {}) {
  const creates = changes.map((code) => (code === 200 ? 201 : code));
  const expected: Record<Action, number[]> = {
    list: LIST,
    read: reads,
    content: reads,
    revisions: reads,
    revisionContent: reads,
    zip: reads,
    rename: changes,
    delete: changes,
    bulkDelete: changes,
    setStatus: changes,
    registerMatch: changes,
    createRegisterEntry: creates,
    addRevision: creates,
  };
  return Object.assign(expected, except);
}

const TEAM_ONLY = [200, 200, 200, 404, 404, 404, 404, 401];
/** On a public project, whoever may not add files to it is refused (not told it is not there). */
const PUBLIC_CHANGES = [200, 200, 200, 403, 403, 403, 403, 401];
const EXPECTED: Record<Setting, Record<Action, number[]>> = {
  public: answers([200, 200, 200, 200, 200, 200, 200, 401], PUBLIC_CHANGES),
  organization: answers([200, 200, 200, 200, 404, 404, 404, 401], [200, 200, 200, 403, 404, 404, 404, 401]),
  members: answers(TEAM_ONLY, TEAM_ONLY),
  // Work in progress on a public project: the team and the organization's admins; to everyone else it is not there.
  // A new register entry, a register match and the project's ZIP are about the public project, not this file.
  wip: answers(TEAM_ONLY, TEAM_ONLY, {
    createRegisterEntry: [201, 201, 201, 403, 403, 403, 403, 401],
    registerMatch: PUBLIC_CHANGES,
    zip: [200, 200, 200, 200, 200, 200, 200, 401],
  }),
};

const snapshot = async () => {
  const db = t.database.db;
  return JSON.stringify([
    await db.select().from(constructionFiles).orderBy(asc(constructionFiles.id)),
    await db.select().from(drawingFiles).orderBy(asc(drawingFiles.id)),
    await db.select().from(fileRevisions).orderBy(asc(fileRevisions.id)),
  ]);
};

for (const [kindName, kind] of Object.entries(KINDS)) {
  for (const visibility of ['public', 'organization', 'members', 'wip'] as const) {
    describe(`${kindName} permission matrix, ${visibility === 'wip' ? 'work in progress on a public project' : `project visibility ${visibility}`}`, () => {
      // People and project are shared by the describe's tests; each test acts on a file of its own.
      let w: World;
      beforeAll(async () => {
        w = await makeWorld(visibility);
      });
      for (const [action, expected] of Object.entries(EXPECTED[visibility])) {
        ROLES.forEach((role, i) => {
          const status = expected[i] ?? 0;
          it(`${role} → ${action} answers ${status}`, async () => {
            const file = await makeFile(w, kind);
            const token = role === 'anonymous' ? undefined : w.p[role].token;
            const call = await ACTIONS[action]?.(kind, w, file, token);
            if (!call) throw new Error(action);
            const before = status >= 400 ? await snapshot() : '';
            const res = await t.request({ ...call, token } as Parameters<TestApp['request']>[0]);
            expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
            if (status >= 400) expect(await snapshot()).toBe(before);
            if (action === 'list' && status === 200) {
              const ids = res.json().result.map((f: { _id: string }) => f._id);
              expect(ids.includes(file._id), 'listed exactly when readable').toBe(
                EXPECTED[visibility].read?.[i] === 200,
              );
            }
            if (action === 'list' && status === 403) expect(res.json().error).toBe(MSG.notOrgMember);
          });
        });
      }
    });
  }
}
