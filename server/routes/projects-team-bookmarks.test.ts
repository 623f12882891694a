import { describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

describe('team and bookmarks', () => {
  it('adds and removes team members of the same organization only', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const { user: colleague } = await makeMember(db(), org);
    const { user: stranger } = await makeMember(db(), await makeOrganization(db()));
    const project = await makeProject(db(), org);
    const added = await t.request({
      method: 'POST',
      url: `/project/${project.id}`,
      token,
      payload: { userId: colleague.id },
    });
    expect(added.json().team.map((u: { _id: string }) => u._id)).toEqual([colleague.id]);
    expect(
      (await t.request({ method: 'POST', url: `/project/${project.id}`, token, payload: { userId: stranger.id } }))
        .statusCode,
    ).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: `/project/${project.id}/${colleague.id}`, token });
    expect(removed.json().team).toEqual([]);
    expect(
      (await t.request({ method: 'DELETE', url: `/project/${project.id}/${colleague.id}`, token })).statusCode,
    ).toBe(404);
  });

  it("lists only the caller's bookmarked projects with { bookmarked: true }, never from a shared page", async () => {
    const org = await makeOrganization(db());
    const a = await makeMember(db(), org, { admin: true });
    const b = await makeMember(db(), org, { admin: true });
    const ishall = await makeProject(db(), org, { name: 'Ishall Norr' });
    await makeProject(db(), org);
    const bookmark = (action: string) =>
      t.request({
        method: 'PATCH',
        url: `/user/${a.user.id}?action=${action}`,
        token: a.token,
        payload: { projects: [ishall.id] },
      });
    await bookmark('addBookmarks');
    const list = async (token: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/project?query=${q({ organization: org.id, bookmarked: true })}`,
          token,
        })
      ).json();
    expect((await list(a.token)).result.map((p: { name: string }) => p.name)).toEqual(['Ishall Norr']);
    expect((await list(b.token)).total).toBe(0);
    await bookmark('removeBookmarks');
    expect((await list(a.token)).total).toBe(0);
  });

  it('bookmarks visible projects, lists them with select and marks them in lists', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeMember(db(), org);
    const project = await makeProject(db(), org);
    const hidden = await makeProject(db(), await makeOrganization(db()), { visibility: 'members' });
    const patch = (action: string, projectId: string, as = token) =>
      t.request({
        method: 'PATCH',
        url: `/user/${user.id}?action=${action}`,
        token: as,
        payload: { projects: [projectId] },
      });
    const add = await patch('addBookmarks', project.id);
    expect(add.json()).toEqual({ projects: [project.id], files: [] });
    expect((await patch('addBookmarks', hidden.id)).statusCode).toBe(404);
    const selected = await t.request({ method: 'GET', url: `/user/${user.id}?select=bookmarks.projects`, token });
    expect(selected.json()).toEqual({ _id: user.id, bookmarks: { projects: [project.id] } });
    expect((await t.request({ method: 'GET', url: `/project/${project.id}`, token })).json().bookmarked).toBe(true);
    const removed = await patch('removeBookmarks', project.id);
    expect(removed.json().projects).toEqual([]);
    const { token: other } = await makeMember(db(), org);
    expect((await patch('addBookmarks', project.id, other)).statusCode).toBe(403);
    expect((await patch('explode', project.id)).statusCode).toBe(400);
  });
});
