import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PUT user/{id}', () => {
  it('lets a user edit their own profile and answers the user with the organization populated', async () => {
    const org = await makeOrganization(t.database.db);
    const { user, token } = await makeMember(t.database.db, org);
    const res = await t.request({
      method: 'PUT',
      url: `/user/${user.id}?populate=organization`,
      token,
      payload: { firstName: 'Åsa', title: 'Platschef', phone: '070-123 45 67' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: user.id,
      firstName: 'Åsa',
      title: 'Platschef',
      organization: { _id: org.id, name: org.name },
    });
  });

  it('refuses fields that are not profile fields', async () => {
    const { user, token } = await makeUser(t.database.db);
    for (const payload of [{ superadmin: true }, { email: 'x@y.se' }, { firstName: '' }]) {
      const res = await t.request({ method: 'PUT', url: `/user/${user.id}`, token, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 403 inside the organization, 404 across organizations, 401 without sign-in', async () => {
    const org = await makeOrganization(t.database.db);
    const { user: target } = await makeMember(t.database.db, org);
    const { token: colleague } = await makeMember(t.database.db, org);
    const { token: stranger } = await makeMember(t.database.db, await makeOrganization(t.database.db));
    const payload = { firstName: 'Hackad' };
    expect((await t.request({ method: 'PUT', url: `/user/${target.id}`, token: colleague, payload })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'PUT', url: `/user/${target.id}`, token: stranger, payload })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'PUT', url: `/user/${target.id}`, payload })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/user/not-a-uuid', token: stranger, payload })).statusCode).toBe(
      404,
    );
  });

  it('lets a superadmin edit anyone', async () => {
    const { user: target } = await makeUser(t.database.db);
    const { token } = await makeUser(t.database.db, { superadmin: true });
    const res = await t.request({ method: 'PUT', url: `/user/${target.id}`, token, payload: { lastName: 'Ny' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastName).toBe('Ny');
  });
});
