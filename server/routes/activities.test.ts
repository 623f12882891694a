import { describe, expect, it } from 'vitest';
import { MSG_PROJECT } from '../../common/messages';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();

async function setup() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const member = await makeMember(db, org);
  const project = await makeProject(db, org, { team: [member.user.id] });
  return { org, member, project };
}
const activity = (project: string | null, responsible: string, over: Record<string, unknown> = {}) => ({
  project,
  name: 'Stomresning',
  responsible,
  deadline: '2026-09-30',
  description: 'Stomme klar före vintern',
  keywords: ['stomme', 'betong'],
  ...over,
});

/** A new activity on `project` made as `token`; its id. */
const createActivity = async (token: string, project: string, responsible: string) =>
  (await t.request({ method: 'POST', url: '/activity', token, payload: activity(project, responsible) })).json()
    ._id as string;

describe('activities', () => {
  it('creates as todo, moves through ongoing to done, and the project completion follows', async () => {
    const { member, project } = await setup();
    const created = await t.request({
      method: 'POST',
      url: '/activity',
      token: member.token,
      payload: activity(project.id, member.user.id),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'todo',
      keywords: ['stomme', 'betong'],
      responsible: member.user.id,
      project: project.id,
    });
    const id = created.json()._id;
    await t.request({
      method: 'POST',
      url: '/activity',
      token: member.token,
      payload: activity(project.id, member.user.id, { name: 'Tak' }),
    });
    expect(
      (
        await t.request({ method: 'PUT', url: `/activity/${id}`, token: member.token, payload: { status: 'ongoing' } })
      ).json().status,
    ).toBe('ongoing');
    expect(
      (
        await t.request({ method: 'PUT', url: `/activity/${id}`, token: member.token, payload: { status: 'done' } })
      ).json().status,
    ).toBe('done');
    const p = await t.request({
      method: 'GET',
      url: `/project/${project.id}?populate=activities`,
      token: member.token,
    });
    expect(p.json().completed).toBe(50);
    expect(p.json().activities[0]).toMatchObject({ name: 'Stomresning', responsible: { _id: member.user.id } });
    expect(
      (
        await t.request({ method: 'PUT', url: `/activity/${id}`, token: member.token, payload: { status: 'todo' } })
      ).json().status,
    ).toBe('todo');
  });

  it('answers "Project ID is null" without a project and validates the rest', async () => {
    const { member, project } = await setup();
    for (const p of [null, undefined, '']) {
      const res = await t.request({
        method: 'POST',
        url: '/activity',
        token: member.token,
        payload: activity(p as null, member.user.id),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG_PROJECT.projectIdNull);
    }
    for (const over of [{ name: '' }, { keywords: [] }, { deadline: 'snart' }, { responsible: undefined }]) {
      const res = await t.request({
        method: 'POST',
        url: '/activity',
        token: member.token,
        payload: activity(project.id, member.user.id, over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
  });

  it('starts every new activity as todo, whatever status is sent', async () => {
    const { member, project } = await setup();
    const created = await t.request({
      method: 'POST',
      url: '/activity',
      token: member.token,
      payload: activity(project.id, member.user.id, { status: 'done' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().status).toBe('todo');
  });

  it('needs a responsible person on the team', async () => {
    const { org, member, project } = await setup();
    const { user: outsider } = await makeMember(t.database.db, org);
    const res = await t.request({
      method: 'POST',
      url: '/activity',
      token: member.token,
      payload: activity(project.id, outsider.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG_PROJECT.responsibleNotOnTeam);
  });

  it('reads the responsible person with populate and select, and deletes', async () => {
    const { member, project } = await setup();
    const id = await createActivity(member.token, project.id, member.user.id);
    const read = await t.request({
      method: 'GET',
      url: `/activity/${id}?populate=responsible&select=responsible`,
      token: member.token,
    });
    expect(read.json()).toEqual({
      _id: id,
      responsible: expect.objectContaining({ _id: member.user.id, firstName: 'Test' }),
    });
    expect((await t.request({ method: 'DELETE', url: `/activity/${id}`, token: member.token })).json()).toEqual({
      success: true,
    });
    expect((await t.request({ method: 'GET', url: `/activity/${id}`, token: member.token })).statusCode).toBe(404);
  });
});

describe('PUT activity/{id}', () => {
  it('changes only the fields it names', async () => {
    const { member, project } = await setup();
    const id = await createActivity(member.token, project.id, member.user.id);
    await t.request({ method: 'PUT', url: `/activity/${id}`, token: member.token, payload: { status: 'ongoing' } });
    const renamed = await t.request({
      method: 'PUT',
      url: `/activity/${id}`,
      token: member.token,
      payload: { name: 'Nytt namn' },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Nytt namn',
      status: 'ongoing',
      description: 'Stomme klar före vintern',
      keywords: ['stomme', 'betong'],
    });
  });

  it('still moves and edits an activity whose responsible person has left the team, until reassigned', async () => {
    const { org, member, project } = await setup();
    const leaver = await makeMember(t.database.db, org);
    const admin = await makeMember(t.database.db, org, { admin: true });
    await t.request({
      method: 'POST',
      url: `/project/${project.id}`,
      token: admin.token,
      payload: { userId: leaver.user.id },
    });
    const id = await createActivity(member.token, project.id, leaver.user.id);
    const removed = await t.request({
      method: 'DELETE',
      url: `/project/${project.id}/${leaver.user.id}`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    const moved = await t.request({
      method: 'PUT',
      url: `/activity/${id}`,
      token: member.token,
      payload: { status: 'ongoing' },
    });
    expect(moved.json()).toMatchObject({ status: 'ongoing', responsible: leaver.user.id });
    // The edit modal sends the whole form, the former responsible person included.
    const edited = await t.request({
      method: 'PUT',
      url: `/activity/${id}`,
      token: member.token,
      payload: { name: 'Stomme och tak', responsible: leaver.user.id, status: 'done' },
    });
    expect(edited.statusCode).toBe(200);
    const { user: outsider } = await makeMember(t.database.db, org);
    const reassigned = await t.request({
      method: 'PUT',
      url: `/activity/${id}`,
      token: member.token,
      payload: { responsible: outsider.id },
    });
    expect(reassigned.statusCode).toBe(400);
    expect(reassigned.json().error).toBe(MSG_PROJECT.responsibleNotOnTeam);
  });
});
