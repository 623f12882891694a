/**
 * Who reads an upload through `GET uploads/{id}` (issue #34.7): its uploader kept reading their old uploads after
 * leaving the organization, and after the file went back to work in progress, because the uploader alone decided.
 * Now an unclaimed upload is its uploader's while they stay in the organization (leaving discards it), and a
 * claimed one is read as its file is — `file.read`: the project's readers, work in progress only inside the team —
 * whoever uploaded it. Every upload story against every reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const READERS = ['uploader', 'teammate', 'colleague', 'orgAdmin', 'outsider', 'superadmin'] as const;
type Reader = (typeof READERS)[number];

async function makeWorld() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const other = await makeOrganization(db);
  const people: Record<Reader, MadeUser> & { otherAdmin: MadeUser } = {
    uploader: await makeMember(db, org),
    teammate: await makeMember(db, org),
    colleague: await makeMember(db, org),
    orgAdmin: await makeMember(db, org, { admin: true }),
    outsider: await makeMember(db, other),
    superadmin: await makeUser(db, { superadmin: true }),
    otherAdmin: await makeMember(db, other, { admin: true }),
  };
  // Visible to the whole organization: a colleague off the team reads its published files, not its drafts.
  const project = await makeProject(db, org, {
    visibility: 'organization',
    team: [people.uploader.user.id, people.teammate.user.id],
  });
  const call = async (token: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await t.request({ method, url, token, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const upload = async () =>
    (
      await t.request({ method: 'POST', url: '/upload_file', token: people.uploader.token, ...multipart(PDF, 'a.pdf') })
    ).json().url as string;
  const fileOf = async (url: string) =>
    (await call(people.uploader.token, 'POST', '/constructionfile', { name: 'Ritning', project: project.id, url }))
      ._id as string;
  const uploaderId = people.uploader.user.id;
  const leave = () =>
    call(people.uploader.token, 'POST', `/remove_org_member?userId=${uploaderId}`, { organizationId: org.id });
  return { org, other, project, people, call, upload, fileOf, leave, uploaderId };
}
type World = Awaited<ReturnType<typeof makeWorld>>;

/** Each story makes an upload and does what happens to it; it answers the upload's address. */
const STORIES: Record<string, { run: (w: World) => Promise<string>; readers: Reader[] }> = {
  'an unclaimed upload': { run: (w) => w.upload(), readers: ['uploader', 'superadmin'] },
  'an unclaimed upload, its uploader then left the organization': {
    run: async (w) => {
      const url = await w.upload();
      await w.leave();
      return url;
    },
    // Discarded on leaving: there is nothing left to read.
    readers: [],
  },
  'a published file': {
    run: async (w) => {
      const url = await w.upload();
      await w.fileOf(url);
      return url;
    },
    readers: ['uploader', 'teammate', 'colleague', 'orgAdmin', 'superadmin'],
  },
  'a published file, its uploader then left the organization': {
    run: async (w) => {
      const url = await w.upload();
      await w.fileOf(url);
      await w.leave();
      return url;
    },
    readers: ['teammate', 'colleague', 'orgAdmin', 'superadmin'],
  },
  'a published file, its uploader then moved to another organization': {
    run: async (w) => {
      const url = await w.upload();
      await w.fileOf(url);
      await w.leave();
      const application = { organizationId: w.other.id, userId: w.uploaderId, role: 'member' };
      await w.call(w.people.uploader.token, 'POST', '/add_org_member', application);
      await w.call(w.people.otherAdmin.token, 'POST', '/add_org_member', application);
      return url;
    },
    readers: ['teammate', 'colleague', 'orgAdmin', 'superadmin'],
  },
  'a file turned work in progress after its uploader was taken off the team': {
    run: async (w) => {
      const url = await w.upload();
      const id = await w.fileOf(url);
      await w.call(w.people.orgAdmin.token, 'DELETE', `/project/${w.project.id}/${w.uploaderId}`);
      await w.call(w.people.teammate.token, 'PATCH', `/constructionfile/${id}`, { status: 'wip' });
      return url;
    },
    readers: ['teammate', 'orgAdmin', 'superadmin'],
  },
  "a file's earlier revision, its uploader then left the organization": {
    run: async (w) => {
      const url = await w.upload();
      const id = await w.fileOf(url);
      const next = (
        await t.request({
          method: 'POST',
          url: '/upload_file',
          token: w.people.teammate.token,
          ...multipart(PDF, 'b.pdf'),
        })
      ).json().url as string;
      await w.call(w.people.teammate.token, 'POST', `/constructionfile/${id}/revisions`, { url: next });
      await w.leave();
      return url;
    },
    readers: ['teammate', 'colleague', 'orgAdmin', 'superadmin'],
  },
};

describe('GET uploads/{id}: who reads an upload', () => {
  for (const [story, { run, readers }] of Object.entries(STORIES)) {
    it(`${story}: ${readers.length ? readers.join(', ') : 'nobody'}`, async () => {
      const w = await makeWorld();
      const url = await run(w);
      const answers = Object.fromEntries(
        await Promise.all(
          READERS.map(
            async (reader) =>
              [reader, (await t.request({ method: 'GET', url, token: w.people[reader].token })).statusCode] as const,
          ),
        ),
      );
      expect(answers).toEqual(Object.fromEntries(READERS.map((r) => [r, readers.includes(r) ? 200 : 404])));
    });
  }

  it('leaving discards the unclaimed uploads, blobs included; the claimed ones stay', async () => {
    const w = await makeWorld();
    const kept = await w.upload();
    await w.fileOf(kept);
    const blobs = t.blobs().length;
    await w.upload();
    await w.upload();
    expect(t.blobs()).toHaveLength(blobs + 2);
    await w.leave();
    expect(t.blobs()).toHaveLength(blobs);
    const teammate = await t.request({ method: 'GET', url: kept, token: w.people.teammate.token });
    expect(teammate.statusCode).toBe(200);
  });
});
