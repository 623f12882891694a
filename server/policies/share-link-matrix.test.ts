/**
 * A share link lives on its creator's right to share the project (issue #34.6): every way the creator can lose
 * that right, against every read a share token opens. Before, a link outlived its creator — an admin removed from
 * the organization, or a project chief taken off the team, left links behind that kept answering for good. A link
 * whose creator lost the right answers exactly as a wrong token does (404, the same text), and its project's
 * managers see it as `orphaned`; links of creators who still may share keep working.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF, PNG } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BAD_TOKEN = 'gissad-nyckel-som-aldrig-funnits';

/** How the creator stops being allowed to share the project; the two last keep the right. */
const LOSSES = [
  'removedFromOrganization',
  'leftOrganization',
  'demotedFromOrgAdmin',
  'takenOffTeam',
  'accountTypeLowered',
  'accountDeleted',
  'stillOrgAdmin',
  'superadmin',
] as const;
type Loss = (typeof LOSSES)[number];
const keepsRight = (loss: Loss) => loss === 'stillOrgAdmin' || loss === 'superadmin';

async function makeWorld(loss: Loss) {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const admin = await makeMember(db, org, { admin: true });
  const creator: MadeUser =
    loss === 'superadmin'
      ? await makeUser(db, { superadmin: true })
      : loss === 'takenOffTeam' || loss === 'accountTypeLowered'
        ? await makeMember(db, org, { accountType: 'administrator' })
        : await makeMember(db, org, { admin: true });
  const project = await makeProject(db, org, { visibility: 'members', team: [creator.user.id] });
  const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, token, payload });
  const logo = (
    await t.request({
      method: 'POST',
      url: '/upload_file?purpose=logo',
      token: admin.token,
      ...multipart(PNG, 'l.png'),
    })
  ).json().url as string;
  expect((await send(admin.token, 'PUT', `/project/${project.id}`, { logo })).statusCode).toBe(200);
  const upload = await t.request({
    method: 'POST',
    url: '/upload_file',
    token: admin.token,
    ...multipart(PDF, 'a.pdf'),
  });
  const file = await send(admin.token, 'POST', '/constructionfile', {
    name: 'Bygglov',
    documentType: 'Bygglov',
    project: project.id,
    url: upload.json().url,
  });
  expect(file.statusCode, file.body).toBe(201);
  const created = await send(creator.token, 'POST', '/create_share_link', {
    projectId: project.id,
    resourceType: 'files',
  });
  expect(created.statusCode, created.body).toBe(201);
  const link = created.json() as { shareToken: string; link: { _id: string } };

  const lose = async () => {
    const id = creator.user.id;
    const removal = (token: string) =>
      send(token, 'POST', `/remove_org_member?userId=${id}`, { organizationId: org.id });
    const answers = {
      removedFromOrganization: () => removal(admin.token),
      leftOrganization: () => removal(creator.token),
      demotedFromOrgAdmin: () => send(admin.token, 'POST', `/organization/${org.id}?removeAdminId=${id}`),
      takenOffTeam: () => send(admin.token, 'DELETE', `/project/${project.id}/${id}`),
      accountTypeLowered: () =>
        send(admin.token, 'POST', '/change_account_type', { userId: id, accountType: 'regular' }),
      accountDeleted: async () => {
        await db.delete(users).where(eq(users.id, id));
        return undefined;
      },
      stillOrgAdmin: async () => undefined,
      superadmin: async () => undefined,
    } satisfies Record<Loss, () => Promise<unknown>>;
    const res = await answers[loss]();
    if (res && typeof res === 'object' && 'statusCode' in res) expect(res.statusCode, String(res.body)).toBe(200);
  };
  return {
    project,
    admin,
    creatorId: creator.user.id,
    link,
    fileId: file.json()._id as string,
    fileUrl: file.json().url as string,
    logo,
    lose,
  };
}
type World = Awaited<ReturnType<typeof makeWorld>>;

type Surface = (w: World, token: string) => { url: string; headers?: Record<string, string> };

/** A PDF viewer's way in: one range of a file's content. */
const contentByRange: Surface = (w, token) => ({
  url: `${w.fileUrl}?shareToken=${token}`,
  headers: { range: 'bytes=0-9' },
});

/** Every read a share token opens, as a request with the given token. */
const SURFACES: Record<string, Surface> = {
  'the shared project': (_w, token) => ({ url: `/api_shared/project?shareToken=${token}` }),
  'the shared file list': (w, token) => ({
    url: `/api_shared/project_files?shareToken=${token}&projId=${w.project.id}`,
  }),
  "a file's content, by range": contentByRange,
  "a file's thumbnail": (w, token) => ({ url: `/api/v1/constructionfile/${w.fileId}/thumbnail?shareToken=${token}` }),
  'the ZIP of the files': (_w, token) => ({ url: `/api_shared/project_files.zip?shareToken=${token}` }),
  "the project's logo": (w, token) => ({ url: `${w.logo}?shareToken=${token}` }),
};

async function read(w: World, surface: string, token: string) {
  const call = SURFACES[surface]?.(w, encodeURIComponent(token));
  if (!call) throw new Error(`no surface ${surface}`);
  const res = await t.request({ method: 'GET', ...call });
  return { status: res.statusCode, body: res.statusCode >= 400 ? res.body : '' };
}

describe('share links end with their creator’s right to share', () => {
  for (const loss of LOSSES) {
    it(`${loss}: every share-token read ${keepsRight(loss) ? 'keeps working' : 'answers as a wrong token does'}`, async () => {
      const w = await makeWorld(loss);
      const token = w.link.shareToken;
      const bad: Record<string, { status: number; body: string }> = {};
      for (const surface of Object.keys(SURFACES)) {
        bad[surface] = await read(w, surface, BAD_TOKEN);
        expect(bad[surface]?.status, surface).toBe(404);
        expect(await read(w, surface, token), `${surface} before`).not.toEqual(bad[surface]);
      }
      await w.lose();
      for (const surface of Object.keys(SURFACES)) {
        const after = await read(w, surface, token);
        if (keepsRight(loss)) expect(after, `${surface} after`).not.toEqual(bad[surface]);
        else expect(after, `${surface} after`).toEqual(bad[surface]);
      }
      const list = await t.request({
        method: 'GET',
        url: `/share_link?projectId=${w.project.id}`,
        token: w.admin.token,
      });
      expect(list.json()[0]).toMatchObject({ _id: w.link.link._id, status: keepsRight(loss) ? 'active' : 'orphaned' });
    });
  }

  it('a link of a creator who may share again works again, unless it was revoked meanwhile', async () => {
    const w = await makeWorld('takenOffTeam');
    const open = async () =>
      (await t.request({ method: 'GET', url: `/api_shared/project?shareToken=${w.link.shareToken}` })).statusCode;
    await w.lose();
    expect(await open()).toBe(404);
    const back = await t.request({
      method: 'POST',
      url: `/project/${w.project.id}`,
      token: w.admin.token,
      payload: { userId: w.creatorId },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await open()).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/share_link/${w.link.link._id}`, token: w.admin.token });
    expect(revoked.statusCode).toBe(200);
    expect(await open()).toBe(404);
  });

  it('a range request with a share token looks the link and its creator up in one statement', async () => {
    const w = await makeWorld('stillOrgAdmin');
    const db = t.database.db;
    const select = db.select.bind(db);
    let selects = 0;
    db.select = ((...args: Parameters<typeof select>) => {
      selects += 1;
      return select(...args);
    }) as typeof db.select;
    try {
      const res = await t.request({ method: 'GET', ...contentByRange(w, w.link.shareToken) });
      expect(res.statusCode).toBe(206);
    } finally {
      db.select = select;
    }
    // The link (with its project, creator and the creator's team row), the file, its upload.
    expect(selects).toBe(3);
  });
});
