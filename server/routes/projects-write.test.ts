import { describe, expect, it } from 'vitest';
import { MSG, MSG_PROJECT } from '../../common/messages';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();
const db = () => t.database.db;
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
    const put = (as: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/project/${project.id}`, token: as, payload });
    expect((await put(token, { archived: true })).json().archived).toBe(true);
    expect((await put(token, { archived: false })).json().archived).toBe(false);
    const denied = await put(memberToken, { visibility: 'public' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(MSG.notProjectOrgAdmin);
    const unknown = await put(token, { organizationId: 'x' });
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
