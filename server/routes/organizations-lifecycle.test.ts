import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { makeMember, makeOrganization, makeProject, makeUser, reloadUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

describe('organization lifecycle', () => {
  it('request → superadmin approves → the requester is its admin', async () => {
    const { user, token } = await makeUser(db());
    const { token: superToken } = await makeUser(db(), { superadmin: true });
    const created = await t.request({
      method: 'POST',
      url: '/organization',
      token,
      payload: { name: 'Vägverket Syd', description: 'Vägar' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ approved: false, requestedBy: user.id, membersCount: 0 });
    const id = created.json()._id;

    const list = await t.request({
      method: 'GET',
      url: `/organization?sort=approved -createdAt&populate=requestedBy`,
      token: superToken,
    });
    expect(list.json().result[0]).toMatchObject({
      _id: id,
      approved: false,
      requestedBy: { _id: user.id, email: user.email },
    });

    const again = await t.request({ method: 'POST', url: '/organization', token, payload: { name: 'Andra' } });
    expect(again.statusCode).toBe(409);

    const approved = await t.request({
      method: 'PUT',
      url: `/organization/${id}`,
      token: superToken,
      payload: { approved: true },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approved: true, adminsCount: 1, membersCount: 1, admins: [user.id] });
    const me = await t.request({ method: 'POST', url: '/auth/verify_token', token });
    expect(me.json().user).toMatchObject({
      isAdmin: true,
      organization: { _id: id, name: 'Vägverket Syd' },
      pendingOrganization: null,
    });

    const twice = await t.request({
      method: 'PUT',
      url: `/organization/${id}`,
      token: superToken,
      payload: { approved: true },
    });
    expect(twice.statusCode).toBe(400);
  });

  it("a superadmin's organization is approved at once; names are unique regardless of case", async () => {
    const { token } = await makeUser(db(), { superadmin: true });
    const res = await t.request({
      method: 'POST',
      url: '/organization',
      token,
      payload: { name: 'Kommunfastigheter' },
    });
    expect(res.json().approved).toBe(true);
    const dup = await t.request({
      method: 'POST',
      url: '/organization',
      token,
      payload: { name: 'KOMMUNFASTIGHETER' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(MSG.orgNameTaken);
    const empty = await t.request({ method: 'POST', url: '/organization', token, payload: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('admins edit settings; members get the exact refusal; renaming to a taken name is 409', async () => {
    const org = await makeOrganization(db());
    const other = await makeOrganization(db());
    const { token: admin } = await makeMember(db(), org, { admin: true });
    const { token: member } = await makeMember(db(), org);
    const ok = await t.request({
      method: 'PUT',
      url: `/organization/${org.id}`,
      token: admin,
      payload: { description: 'Ny beskrivning' },
    });
    expect(ok.json().description).toBe('Ny beskrivning');
    const denied = await t.request({
      method: 'PUT',
      url: `/organization/${org.id}`,
      token: member,
      payload: { description: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(MSG.notOrgAdmin);
    const taken = await t.request({
      method: 'PUT',
      url: `/organization/${org.id}`,
      token: admin,
      payload: { name: other.name },
    });
    expect(taken.statusCode).toBe(409);
    const deleteDenied = await t.request({ method: 'DELETE', url: `/organization/${org.id}`, token: member });
    expect(deleteDenied.json().error).toBe(MSG.notOrgAdmin);
  });

  it('deleting an organization leaves its members without one', async () => {
    const org = await makeOrganization(db());
    const { token: admin, user: adminUser } = await makeMember(db(), org, { admin: true });
    const { user: member } = await makeMember(db(), org);
    const res = await t.request({ method: 'DELETE', url: `/organization/${org.id}`, token: admin });
    expect(res.json()).toEqual({ success: true });
    expect(await reloadUser(db(), member.id)).toMatchObject({ organizationId: null, isOrgAdmin: false });
    expect(await reloadUser(db(), adminUser.id)).toMatchObject({ organizationId: null, isOrgAdmin: false });
    expect((await t.request({ method: 'GET', url: `/organization/${org.id}`, token: admin })).statusCode).toBe(404);
  });
});

describe('projects of an organization', () => {
  it('projects and projectsCount hold what the caller may see; populate=projects gives the projects', async () => {
    const org = await makeOrganization(db());
    const admin = await makeMember(db(), org, { admin: true });
    const member = await makeMember(db(), org);
    const outsider = await makeMember(db(), await makeOrganization(db()));
    const open = await makeProject(db(), org, { name: 'Öppet', visibility: 'public' });
    const internal = await makeProject(db(), org, { name: 'Internt', visibility: 'organization' });
    const secret = await makeProject(db(), org, { name: 'Hemligt', visibility: 'members' });
    const read = async (token: string, populate = '') =>
      (await t.request({ method: 'GET', url: `/organization/${org.id}${populate}`, token })).json();
    expect((await read(admin.token)).projectsCount).toBe(3);
    expect((await read(member.token)).projects.sort()).toEqual([open.id, internal.id].sort());
    expect((await read(outsider.token)).projectsCount).toBe(1);
    const populated = await read(admin.token, '?populate=projects');
    expect(populated.projects.map((p: { name: string }) => p.name).sort()).toEqual(['Hemligt', 'Internt', 'Öppet']);
    expect(populated.projects.find((p: { _id: string }) => p._id === secret.id)).toMatchObject({
      visibility: 'members',
      archived: false,
    });
    const listed = (
      await t.request({ method: 'GET', url: `/organization?query=${q({ _id: org.id })}`, token: member.token })
    ).json();
    expect(listed.result[0].projectsCount).toBe(2);
  });
});
