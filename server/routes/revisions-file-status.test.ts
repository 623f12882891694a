/** docs/api.md §6 "Status" of construction files, and a deleted project's revisions (permission rows: file-matrix.test.ts). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { makeMember, makeOrganization, shareFiles } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { pdfNumber, revisionHelpers } from '../test/routes-revisions';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const { setup, upload, createFile, addRevision } = revisionHelpers(() => t);

describe('status', () => {
  it('is published by default, set on create and by PATCH, filtered and listed as distinct values', async () => {
    const { member, project } = await setup();
    const published = await createFile(member.token, project.id);
    const wip = await createFile(member.token, project.id, { name: 'Utkast', status: 'wip' });
    expect(wip).toMatchObject({ status: 'wip' });
    const bad = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'X', project: project.id, status: 'draft' },
    });
    expect(bad.statusCode).toBe(400);
    const patched = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${published._id}`,
      token: member.token,
      payload: { status: 'archived' },
    });
    expect(patched.json()).toMatchObject({ status: 'archived' });
    const list = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q({ project: project.id, status: { $in: ['wip', 'shared'] } })}`,
      token: member.token,
    });
    expect(list.json().result.map((f: { _id: string }) => f._id)).toEqual([wip._id]);
    const distinct = await t.request({
      method: 'GET',
      url: `/constructionfile?distinct=status&query=${q({ project: project.id })}`,
      token: member.token,
    });
    expect([...distinct.json()].sort()).toEqual(['archived', 'wip']);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entityId, published._id));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'status']);
  });

  it('hides work in progress from colleagues off the team and from other organizations on a public project', async () => {
    const { org, member, colleague, project } = await setup('public');
    const admin = await makeMember(db(), org, { admin: true });
    const other = await makeMember(db(), await makeOrganization(db()));
    const wip = await createFile(member.token, project.id, { name: 'Utkast', status: 'wip' });
    const seen = async (token: string) =>
      (await t.request({ method: 'GET', url: `/constructionfile?query=${q({ project: project.id })}`, token }))
        .json()
        .result.map((f: { _id: string }) => f._id) as string[];
    expect(await seen(member.token)).toEqual([wip._id]);
    expect(await seen(admin.token)).toEqual([wip._id]);
    expect(await seen(colleague.token)).toEqual([]);
    expect(await seen(other.token)).toEqual([]);
    for (const token of [colleague.token, other.token]) {
      expect((await t.request({ method: 'GET', url: wip.url, token })).statusCode).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/constructionfile/${wip._id}/revisions`, token })).statusCode,
      ).toBe(404);
    }
    // Shared: the whole organization and, on a public project, other organizations see it.
    await t.request({
      method: 'PATCH',
      url: `/constructionfile/${wip._id}`,
      token: member.token,
      payload: { status: 'shared' },
    });
    expect(await seen(colleague.token)).toEqual([wip._id]);
    expect(await seen(other.token)).toEqual([wip._id]);
  });

  it('share links show published files only', async () => {
    const { member, project, org } = await setup();
    const admin = await makeMember(db(), org, { admin: true });
    const published = await createFile(member.token, project.id, { name: 'Bygglov' });
    const shared = await createFile(member.token, project.id, { name: 'Delad', status: 'shared' });
    const wip = await createFile(member.token, project.id, { name: 'Utkast', status: 'wip' });
    const token = encodeURIComponent(await shareFiles(t, admin.token, project.id));
    const list = await t.request({
      method: 'GET',
      url: `/api_shared/project_files?projId=${project.id}&shareToken=${token}`,
    });
    expect(list.json().result.map((f: { _id: string }) => f._id)).toEqual([published._id]);
    for (const f of [shared, wip])
      expect((await t.request({ method: 'GET', url: `${f.url}?shareToken=${token}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${published.url}?shareToken=${token}` })).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('a project takes every revision blob with it', async () => {
    const { org, member, project } = await setup();
    const admin = await makeMember(db(), org, { admin: true });
    const before = t.blobs().length;
    const file = await createFile(member.token, project.id);
    await addRevision(member.token, file._id, { url: await upload(member.token, pdfNumber(2)) });
    expect(t.blobs()).toHaveLength(before + 2);
    const del = await t.request({ method: 'DELETE', url: `/project/${project.id}`, token: admin.token });
    expect(del.statusCode, del.body).toBe(200);
    expect(t.blobs()).toHaveLength(before);
  });
});
