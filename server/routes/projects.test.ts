import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, MSG_PROJECT } from '../../common/messages';
import { activities, projectTeam, users } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const newProject = (over: Record<string, unknown> = {}) => ({
  name: `Skola ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Ny F–6-skola med idrottshall',
  type: 'Nybyggnad',
  sector: 'Skola och förskola',
  startDate: '2026-04-01',
  visibility: 'organization',
  budget: 42_000_000,
  budgetNotes: 'Inklusive markarbeten',
  ...over,
});

describe('POST project', () => {
  it('creates the project with its creator on the team and the organization populated', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeMember(db(), org, { accountType: 'administrator' });
    const res = await t.request({
      method: 'POST',
      url: '/project',
      token,
      payload: newProject({ name: 'Vallaskolan' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Vallaskolan',
      organization: { _id: org.id, name: org.name },
      team: [user.id],
      budget: 42_000_000,
      archived: false,
      completed: 0,
      abilities: { update: true, delete: true, manageContent: true, share: true },
    });
  });

  it('refuses a duplicate name in the same organization (any case) but not in another', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    await t.request({ method: 'POST', url: '/project', token, payload: newProject({ name: 'Brandstation Norr' }) });
    const dup = await t.request({
      method: 'POST',
      url: '/project',
      token,
      payload: newProject({ name: 'BRANDSTATION NORR' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(MSG_PROJECT.nameTaken);
    const { token: otherToken } = await makeMember(db(), await makeOrganization(db()), { admin: true });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/project',
          token: otherToken,
          payload: newProject({ name: 'Brandstation Norr' }),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('validates name, type, start date, visibility and budget', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    for (const over of [
      { name: '' },
      { type: '' },
      { startDate: '1 april' },
      { visibility: 'secret' },
      { budget: -5 },
      { budget: 0 },
      { budget: 1.5 },
      { budget: '100' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/project', token, payload: newProject(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
  });

  it('hides and refuses budget and lessons for limited-functionality accounts', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true, userType: 'limited' });
    const res = await t.request({ method: 'POST', url: '/project', token, payload: newProject() });
    expect(res.json()).toMatchObject({ budget: null, budgetNotes: null, lessonsLearned: null });
    const put = await t.request({ method: 'PUT', url: `/project/${res.json()._id}`, token, payload: { budget: 5 } });
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toBe(MSG.limitedFunctionality);
  });

  it('answers a regular member with 403 and a superadmin without organization with 400', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org);
    expect((await t.request({ method: 'POST', url: '/project', token, payload: newProject() })).statusCode).toBe(403);
    const { token: superToken } = await makeUser(db(), { superadmin: true });
    const missing = await t.request({ method: 'POST', url: '/project', token: superToken, payload: newProject() });
    expect(missing.json().error).toBe(MSG.missingInformation);
    const ok = await t.request({
      method: 'POST',
      url: '/project',
      token: superToken,
      payload: newProject({ organization: org.id }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().team).toEqual([]);
  });
});

describe('PUT project/{id}', () => {
  it('refuses a name another project of the organization has (any case), and a budget of 0', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    await makeProject(db(), org, { name: 'Vårdcentral Hamnen' });
    const project = await makeProject(db(), org, { name: 'Vårdcentral Backen' });
    const put = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/project/${project.id}`, token, payload });
    const taken = await put({ name: 'VÅRDCENTRAL HAMNEN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(MSG_PROJECT.nameTaken);
    expect((await put({ name: 'Vårdcentral Backen' })).statusCode).toBe(200);
    expect((await put({ budget: 0 })).statusCode).toBe(400);
    expect((await put({ budget: 1 })).json().budget).toBe(1);
  });

  it('archives and reactivates; others get the exact refusal', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const { user: member, token: memberToken } = await makeMember(db(), org);
    const project = await makeProject(db(), org, { team: [member.id] });
    expect(
      (await t.request({ method: 'PUT', url: `/project/${project.id}`, token, payload: { archived: true } })).json()
        .archived,
    ).toBe(true);
    expect(
      (await t.request({ method: 'PUT', url: `/project/${project.id}`, token, payload: { archived: false } })).json()
        .archived,
    ).toBe(false);
    const denied = await t.request({
      method: 'PUT',
      url: `/project/${project.id}`,
      token: memberToken,
      payload: { visibility: 'public' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(MSG.notProjectOrgAdmin);
    const unknown = await t.request({
      method: 'PUT',
      url: `/project/${project.id}`,
      token,
      payload: { organizationId: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('DELETE project and delete_projects_bulk', () => {
  it('answers the exact texts for a missing id and an empty list', async () => {
    const { token } = await makeMember(db(), await makeOrganization(db()), { admin: true });
    for (const url of ['/project', '/project/']) {
      const res = await t.request({ method: 'DELETE', url, token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe(MSG_PROJECT.missingId);
    }
    for (const payload of [{}, { ids: [] }]) {
      const res = await t.request({ method: 'POST', url: '/delete_projects_bulk', token, payload });
      expect(res.json().error).toBe(MSG_PROJECT.missingIds);
    }
  });

  it('deletes all or nothing', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const mine = [await makeProject(db(), org), await makeProject(db(), org)];
    const foreign = await makeProject(db(), await makeOrganization(db()), { visibility: 'public' });
    const refused = await t.request({
      method: 'POST',
      url: '/delete_projects_bulk',
      token,
      payload: { ids: [...mine.map((p) => p.id), foreign.id] },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/project/${mine[0]?.id}`, token })).statusCode).toBe(200);
    const ok = await t.request({
      method: 'POST',
      url: '/delete_projects_bulk',
      token,
      payload: { ids: mine.map((p) => p.id) },
    });
    expect(ok.json()).toEqual({ success: true, deletedCount: 2 });
    expect((await t.request({ method: 'GET', url: `/project/${mine[1]?.id}`, token })).statusCode).toBe(404);
  });
});

describe('GET project/{id}', () => {
  it('answers from its cache only while the project, its team, activities and people are unchanged', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeMember(db(), org);
    const project = await makeProject(db(), org, { visibility: 'members', team: [user.id] });
    const read = () =>
      t.request({ method: 'GET', url: `/project/${project.id}?populate=team,activities,organization`, token });
    expect((await read()).json()).toMatchObject({ name: project.name, team: [{ _id: user.id }], bookmarked: false });
    // Changes made elsewhere (another instance, a script) reach this instance as change notifications.
    await db().update(users).set({ firstName: 'Ingrid' }).where(eq(users.id, user.id));
    await expect.poll(async () => (await read()).json().team[0].firstName).toBe('Ingrid');
    await db().insert(activities).values({ projectId: project.id, name: 'Rivning', deadline: '2026-12-01' });
    await expect
      .poll(async () => (await read()).json().activities.map((a: { name: string }) => a.name))
      .toEqual(['Rivning']);
    // The caller's own bookmark shows at once; leaving the private project's team closes it to them.
    await t.request({
      method: 'PATCH',
      url: `/user/${user.id}?action=addBookmarks`,
      token,
      payload: { projects: [project.id] },
    });
    expect((await read()).json().bookmarked).toBe(true);
    await db().delete(projectTeam).where(eq(projectTeam.projectId, project.id));
    await expect.poll(async () => (await read()).statusCode).toBe(404);
  });
});

describe('GET project', () => {
  it('searches name and description case-insensitively, sorts, pages and populates', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeMember(db(), org, { admin: true });
    await makeProject(db(), org, {
      name: 'Kvarteret Hägern',
      description: 'Bostäder',
      createdAt: new Date('2026-01-01'),
    });
    await makeProject(db(), org, {
      name: 'Ishall',
      description: 'Ny hägerformad entré',
      createdAt: new Date('2026-02-01'),
      team: [user.id],
    });
    await makeProject(db(), org, { name: 'Simhall', description: 'Renovering', createdAt: new Date('2026-03-01') });
    const search = {
      organization: org.id,
      $or: [{ name: { $regex: 'HÄGER', $options: 'i' } }, { description: { $regex: 'HÄGER', $options: 'i' } }],
    };
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q(search)}&populate=organization,team&limit=1`,
      token,
    });
    expect(res.json()).toMatchObject({ total: 2, limit: 1, skip: 0 });
    expect(res.json().result[0]).toMatchObject({
      name: 'Ishall',
      organization: { name: org.name },
      team: [{ _id: user.id }],
    });
    const sorted = await t.request({
      method: 'GET',
      url: `/project?query=${q({ organization: org.id })}&sort=name&select=_id,name`,
      token,
    });
    expect(sorted.json().result).toEqual([
      { _id: expect.any(String), name: 'Ishall' },
      { _id: expect.any(String), name: 'Kvarteret Hägern' },
      { _id: expect.any(String), name: 'Simhall' },
    ]);
    const mine = await t.request({ method: 'GET', url: `/project?query=${q({ team: user.id })}&select=name`, token });
    expect(mine.json().result.map((p: { name: string }) => p.name)).toEqual(['Ishall']);
  });

  it('sorts by creation time, newest first, then by name descending when no sort is given', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const same = new Date('2026-05-05T10:00:00Z');
    for (const name of ['Bro Norr', 'Bro Dalen', 'Bro Torget']) await makeProject(db(), org, { name, createdAt: same });
    await makeProject(db(), org, { name: 'Äldst', createdAt: new Date('2026-01-01') });
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q({ organization: org.id })}&select=name`,
      token,
    });
    expect(res.json().result.map((p: { name: string }) => p.name)).toEqual([
      'Bro Torget',
      'Bro Norr',
      'Bro Dalen',
      'Äldst',
    ]);
  });

  it("gives another organization's team members' names on a public project but not their contact details", async () => {
    const org = await makeOrganization(db());
    const { user: colleague, token: colleagueToken } = await makeMember(db(), org, { phone: '070-1234567' });
    const project = await makeProject(db(), org, { visibility: 'public', team: [colleague.id] });
    const { token: outsiderToken } = await makeMember(db(), await makeOrganization(db()));
    const teamAs = async (token: string) =>
      (await t.request({ method: 'GET', url: `/project/${project.id}?populate=team`, token })).json().team[0];
    expect(await teamAs(outsiderToken)).toMatchObject({
      _id: colleague.id,
      firstName: 'Test',
      email: '',
      phone: '',
      address: '',
    });
    expect(await teamAs(colleagueToken)).toMatchObject({ email: colleague.email, phone: '070-1234567' });
    const { token: superadminToken } = await makeUser(db(), { superadmin: true });
    expect(await teamAs(superadminToken)).toMatchObject({ email: colleague.email, phone: '070-1234567' });
    const activity = await t.request({
      method: 'POST',
      url: '/activity',
      token: colleagueToken,
      payload: {
        project: project.id,
        name: 'Gjutning',
        responsible: colleague.id,
        deadline: '2026-10-01',
        keywords: ['betong'],
      },
    });
    const read = await t.request({
      method: 'GET',
      url: `/activity/${activity.json()._id}?populate=responsible`,
      token: outsiderToken,
    });
    expect(read.json().responsible).toMatchObject({ _id: colleague.id, email: '', phone: '' });
  });

  it('finds related projects: same type, not this one, at most 6', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const projects = [];
    for (let i = 0; i < 8; i++) projects.push(await makeProject(db(), org, { type: 'Rivning' }));
    const self = projects[0];
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q({ type: 'Rivning', organization: org.id, _id: { $ne: self?.id } })}&limit=6&select=name,type,sector,startDate`,
      token,
    });
    expect(res.json().result).toHaveLength(6);
    expect(res.json().total).toBe(7);
    expect(res.json().result.map((p: { _id: string }) => p._id)).not.toContain(self?.id);
    expect(Object.keys(res.json().result[0]).sort()).toEqual(['_id', 'name', 'sector', 'startDate', 'type']);
  });

  it('lists distinct types and the taxonomies', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    await makeProject(db(), org, { type: 'Ombyggnad' });
    await makeProject(db(), org, { type: 'Anläggning' });
    const res = await t.request({
      method: 'GET',
      url: `/project?distinct=type&query=${q({ organization: org.id })}`,
      token,
    });
    expect(res.json()).toEqual(['Anläggning', 'Ombyggnad']);
    const types = await t.request({ method: 'GET', url: '/taxonomies?name=projectTypes', token });
    expect(types.json().values).toContain('Nybyggnad');
    const sectors = await t.request({ method: 'GET', url: '/taxonomies?name=sectors', token });
    expect(sectors.json().values).toContain('Bostäder');
    expect((await t.request({ method: 'GET', url: '/taxonomies?name=colours', token })).statusCode).toBe(404);
  });
});

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
    const add = await t.request({
      method: 'PATCH',
      url: `/user/${user.id}?action=addBookmarks`,
      token,
      payload: { projects: [project.id] },
    });
    expect(add.json()).toEqual({ projects: [project.id], files: [] });
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/user/${user.id}?action=addBookmarks`,
          token,
          payload: { projects: [hidden.id] },
        })
      ).statusCode,
    ).toBe(404);
    const selected = await t.request({ method: 'GET', url: `/user/${user.id}?select=bookmarks.projects`, token });
    expect(selected.json()).toEqual({ _id: user.id, bookmarks: { projects: [project.id] } });
    expect((await t.request({ method: 'GET', url: `/project/${project.id}`, token })).json().bookmarked).toBe(true);
    const removed = await t.request({
      method: 'PATCH',
      url: `/user/${user.id}?action=removeBookmarks`,
      token,
      payload: { projects: [project.id] },
    });
    expect(removed.json().projects).toEqual([]);
    const { token: other } = await makeMember(db(), org);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/user/${user.id}?action=addBookmarks`,
          token: other,
          payload: { projects: [project.id] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/user/${user.id}?action=explode`,
          token,
          payload: { projects: [project.id] },
        })
      ).statusCode,
    ).toBe(400);
  });
});
