import { describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

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
