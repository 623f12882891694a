import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { makeMember, makeOrganization, makeProject, makeUser, reloadUser } from '../test/factories';
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

describe('membership', () => {
  it('apply → waiting list → approve → member; counts follow', async () => {
    const org = await makeOrganization(db());
    const { token: admin } = await makeMember(db(), org, { admin: true });
    const { user, token } = await makeUser(db());
    const applied = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token,
      payload: { organizationId: org.id, userId: user.id, role: 'admin' },
    });
    expect(applied.statusCode).toBe(200);
    const asAdmin = await t.request({
      method: 'GET',
      url: `/organization/${org.id}?populate=users,admins,waitlist`,
      token: admin,
    });
    expect(asAdmin.json().waitlist.admins.map((u: { _id: string }) => u._id)).toEqual([user.id]);
    expect(asAdmin.json().membersCount).toBe(1);

    const approved = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token: admin,
      payload: { organizationId: org.id, userId: user.id, role: 'admin' },
    });
    expect(approved.json()).toMatchObject({ membersCount: 2, adminsCount: 2, waitlist: { users: [], admins: [] } });
    expect(await reloadUser(db(), user.id)).toMatchObject({ organizationId: org.id, isOrgAdmin: true });

    const twice = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token: admin,
      payload: { organizationId: org.id, userId: user.id, role: 'member' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a member cannot apply elsewhere; an unapproved organization takes no applications', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeMember(db(), org);
    const other = await makeOrganization(db());
    const res = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token,
      payload: { organizationId: other.id, userId: user.id, role: 'member' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.alreadyInOrganization);
    const { user: requester, token: requesterToken } = await makeUser(db());
    const pending = await makeOrganization(db(), { approved: false, requestedBy: requester.id });
    const own = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token: requesterToken,
      payload: { organizationId: pending.id, userId: requester.id, role: 'member' },
    });
    expect(own.statusCode).toBe(400);
  });

  it('a superadmin joins any organization directly', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeUser(db(), { superadmin: true });
    const res = await t.request({
      method: 'POST',
      url: '/add_org_member',
      token,
      payload: { organizationId: org.id, userId: user.id, role: 'admin' },
    });
    expect(res.json()).toMatchObject({ adminsCount: 1, membersCount: 1 });
  });

  it('promote, demote, and the last admin stays', async () => {
    const org = await makeOrganization(db());
    const { user: admin, token } = await makeMember(db(), org, { admin: true });
    const { user: member } = await makeMember(db(), org);
    const promoted = await t.request({ method: 'POST', url: `/organization/${org.id}?addAdminId=${member.id}`, token });
    expect(promoted.json().adminsCount).toBe(2);
    const demoted = await t.request({
      method: 'POST',
      url: `/organization/${org.id}?removeAdminId=${member.id}`,
      token,
    });
    expect(demoted.json().adminsCount).toBe(1);
    const last = await t.request({ method: 'POST', url: `/organization/${org.id}?removeAdminId=${admin.id}`, token });
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe(MSG.lastAdmin);
    const leave = await t.request({
      method: 'POST',
      url: `/remove_org_member?userId=${admin.id}`,
      token,
      payload: { organizationId: org.id },
    });
    expect(leave.statusCode).toBe(400);
    const both = await t.request({
      method: 'POST',
      url: `/organization/${org.id}?addAdminId=${member.id}&removeAdminId=${admin.id}`,
      token,
    });
    expect(both.statusCode).toBe(400);
    const none = await t.request({ method: 'POST', url: `/organization/${org.id}`, token });
    expect(none.statusCode).toBe(400);
    const outsider = await makeUser(db());
    const notMember = await t.request({
      method: 'POST',
      url: `/organization/${org.id}?addAdminId=${outsider.user.id}`,
      token,
    });
    expect(notMember.statusCode).toBe(404);
  });

  it('a member leaves; an admin removes a member and denies an applicant', async () => {
    const org = await makeOrganization(db());
    const { token: admin } = await makeMember(db(), org, { admin: true });
    const { user: leaver, token: leaverToken } = await makeMember(db(), org);
    const { user: removed } = await makeMember(db(), org);
    const { user: applicant, token: applicantToken } = await makeUser(db());
    await t.request({
      method: 'POST',
      url: '/add_org_member',
      token: applicantToken,
      payload: { organizationId: org.id, userId: applicant.id },
    });

    const left = await t.request({
      method: 'POST',
      url: `/remove_org_member?userId=${leaver.id}`,
      token: leaverToken,
      payload: { organizationId: org.id },
    });
    expect(left.statusCode).toBe(200);
    expect((await reloadUser(db(), leaver.id))?.organizationId).toBeNull();
    const rm = await t.request({
      method: 'POST',
      url: `/remove_org_member?userId=${removed.id}`,
      token: admin,
      payload: { organizationId: org.id },
    });
    expect(rm.json().membersCount).toBe(1);
    const deny = await t.request({
      method: 'POST',
      url: `/remove_org_member?userId=${applicant.id}`,
      token: admin,
      payload: { organizationId: org.id },
    });
    expect(deny.json().waitlist).toEqual({ users: [], admins: [] });
    const again = await t.request({
      method: 'POST',
      url: `/remove_org_member?userId=${applicant.id}`,
      token: admin,
      payload: { organizationId: org.id },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('POST change_account_type', () => {
  it('answers the exact texts for missing information and a wrong type', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const { user } = await makeMember(db(), org);
    for (const payload of [{}, { userId: user.id }, { accountType: 'administrator' }]) {
      const res = await t.request({ method: 'POST', url: '/change_account_type', token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.missingInformation);
    }
    const wrong = await t.request({
      method: 'POST',
      url: '/change_account_type',
      token,
      payload: { userId: user.id, accountType: 'emperor' },
    });
    expect(wrong.json().error).toBe(MSG.wrongUserType);
    const ok = await t.request({
      method: 'POST',
      url: '/change_account_type',
      token,
      payload: { userId: user.id, accountType: 'administrator' },
    });
    expect(ok.json().accountType).toBe('administrator');
  });
});

describe('list calls', () => {
  it('user list: filter by organization or null, select, populate, distinct, paging and total', async () => {
    const org = await makeOrganization(db(), { name: `Listbolaget ${Math.random()}` });
    const { token } = await makeUser(db(), { superadmin: true });
    for (let i = 0; i < 3; i++) await makeMember(db(), org, { firstName: `Medlem${i}` });
    const res = await t.request({
      method: 'GET',
      url: `/user?query=${q({ organization: org.id })}&populate=organization&select=firstName,organization&limit=2&sort=firstName`,
      token,
    });
    expect(res.json()).toMatchObject({ limit: 2, skip: 0, total: 3 });
    expect(res.json().result[0]).toEqual({
      _id: expect.any(String),
      firstName: 'Medlem0',
      organization: { _id: org.id, name: org.name },
    });
    const page2 = await t.request({
      method: 'GET',
      url: `/user?query=${q({ organization: org.id })}&skip=2&limit=2&sort=firstName&select=firstName`,
      token,
    });
    expect(page2.json().result.map((u: { firstName: string }) => u.firstName)).toEqual(['Medlem2']);
    const orgless = await t.request({
      method: 'GET',
      url: `/user?query=${q({ organization: null })}&limit=500`,
      token,
    });
    expect(orgless.json().result.every((u: { organization: unknown }) => u.organization === null)).toBe(true);
    const distinct = await t.request({
      method: 'GET',
      url: `/user?distinct=organization&query=${q({ organization: org.id })}`,
      token,
    });
    expect(distinct.json()).toEqual([org.id]);
    const bookmarks = await t.request({
      method: 'GET',
      url: `/user/${res.json().result[0]._id}?select=bookmarks.projects`,
      token,
    });
    expect(bookmarks.json()).toEqual({ _id: res.json().result[0]._id, bookmarks: { projects: [] } });
  });

  it('caps the limit at 500 and refuses bad parameters with 400', async () => {
    const { token } = await makeUser(db(), { superadmin: true });
    expect((await t.request({ method: 'GET', url: '/organization?limit=100000', token })).json().limit).toBe(500);
    for (const url of [
      `/user?query=${q({ passwordHash: 'x' })}`,
      `/user?query=${q({ firstName: { $regex: '[' } })}`,
      '/user?query={not json',
      '/user?sort=-passwordHash',
      '/user?populate=secrets',
      '/user?select=passwordHash',
      '/user?distinct=email',
      '/user?skip=-1',
      '/user?limit=abc',
      `/organization?query=${q({ $where: '1' })}`,
      '/organization/123?populate=nope',
    ]) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(url.startsWith('/organization/123') ? 404 : 400);
      expect(res.json().success).toBe(false);
    }
  });
});
