/** What the server tells the web app a caller may do: the signed-in user's abilities, and on a person's answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('abilities of the signed-in user (verify_token and login answer what the web app may offer)', () => {
  it('tells each role what it may do, as the policies decide', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const people = {
      superadmin: await makeUser(db, { superadmin: true }),
      orgAdmin: await makeMember(db, org, { admin: true }),
      member: await makeMember(db, org),
      limited: await makeMember(db, org, { userType: 'limited', accountType: 'administrator' }),
      noOrg: await makeUser(db),
    };
    const abilities = async (token: string) =>
      (await t.request({ method: 'POST', url: '/auth/verify_token', token })).json().abilities;
    expect(await abilities(people.superadmin.token)).toEqual({
      createProject: true,
      chooseOrganization: true,
      listProjects: true,
      createOrganization: true,
      approveOrganizations: true,
      fullFunctionality: true,
      import: { projects: true, constructionfiles: true, drawings: true },
      updateOtherUsers: true,
      setOtherPasswords: true,
    });
    expect(await abilities(people.orgAdmin.token)).toMatchObject({
      createProject: true,
      chooseOrganization: false,
      listProjects: true,
      createOrganization: false,
      approveOrganizations: false,
      import: { projects: true, constructionfiles: true, drawings: true },
      updateOtherUsers: false,
    });
    expect(await abilities(people.member.token)).toMatchObject({
      createProject: false,
      listProjects: true,
      import: { projects: false, constructionfiles: true, drawings: true },
    });
    expect(await abilities(people.limited.token)).toMatchObject({
      createProject: true,
      fullFunctionality: false,
      import: { projects: false, constructionfiles: false, drawings: false },
    });
    expect(await abilities(people.noOrg.token)).toMatchObject({
      createProject: false,
      listProjects: false,
      createOrganization: true,
    });
    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: people.member.user.email, password: TEST_PASSWORD },
    });
    expect(login.json().abilities).toEqual(await abilities(people.member.token));
  });

  it("a person's answer says what the caller may do to them", async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const admin = await makeMember(db, org, { admin: true });
    const colleague = await makeMember(db, org);
    const superadmin = await makeUser(db, { superadmin: true });
    const get = async (token: string, id: string) =>
      (await t.request({ method: 'GET', url: `/user/${id}`, token })).json().abilities;
    expect(await get(admin.token, colleague.user.id)).toEqual({
      update: false,
      changePassword: false,
      changeAccountType: true,
    });
    expect(await get(colleague.token, colleague.user.id)).toEqual({
      update: true,
      changePassword: true,
      changeAccountType: false,
    });
    expect(await get(superadmin.token, colleague.user.id)).toEqual({
      update: true,
      changePassword: true,
      changeAccountType: true,
    });
  });
});
