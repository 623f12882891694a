import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, projectTeam, users } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

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
