/** What user and organization lists reveal of people inside and outside the caller's organization. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { withTestApp } from './matrix-support';
import { makeWorld as makeWorldIn } from './organization-world';

let t: TestApp;
withTestApp((app) => (t = app));
const makeWorld = () => makeWorldIn(t.database.db);

describe('what lists reveal', () => {
  it("another organization's members never appear in a user list, whatever the filter", async () => {
    const w = await makeWorld();
    for (const query of [
      undefined,
      JSON.stringify({ organization: w.orgA.id }),
      JSON.stringify({ $or: [{ organization: w.orgA.id }, { organization: null }] }),
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/user${query ? `?query=${encodeURIComponent(query)}` : ''}`,
        token: w.people.otherOrgAdmin.token,
      });
      const ids = res.json().result.map((u: { _id: string }) => u._id);
      expect(ids).not.toContain(w.people.member.user.id);
      expect(ids).not.toContain(w.people.noOrg.user.id);
    }
  });

  it('an admin finds an organization-less person only by exact e-mail', async () => {
    const w = await makeWorld();
    const email = w.people.noOrg.user.email;
    const exact = await t.request({
      method: 'GET',
      url: `/user?query=${encodeURIComponent(JSON.stringify({ email, organization: null }))}`,
      token: w.people.orgAdmin.token,
    });
    expect(exact.json().result.map((u: { _id: string }) => u._id)).toEqual([w.people.noOrg.user.id]);
    const fuzzy = await t.request({
      method: 'GET',
      url: `/user?query=${encodeURIComponent(JSON.stringify({ email: { $regex: email.slice(0, 8) } }))}`,
      token: w.people.orgAdmin.token,
    });
    expect(fuzzy.json().result).toEqual([]);
    const asMember = await t.request({
      method: 'GET',
      url: `/user?query=${encodeURIComponent(JSON.stringify({ email }))}`,
      token: w.people.member.token,
    });
    expect(asMember.json().result).toEqual([]);
  });

  it("an admin's lookups show no phone or address of people outside the organization", async () => {
    const w = await makeWorld();
    const db = t.database.db;
    const contact = { phone: '070-222 22 22', address: 'Kyrkogatan 2, Lund' };
    await db.update(users).set(contact).where(eq(users.id, w.people.applicant.user.id));
    await db.update(users).set(contact).where(eq(users.id, w.people.member2.user.id));
    const get = async (token: string, url: string) => {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byEmail = (email: string) =>
      `/user?query=${encodeURIComponent(JSON.stringify({ email, organization: null }))}`;
    const admin = w.people.orgAdmin.token;
    // Found by exact e-mail: an organization-less person, and an applicant.
    for (const person of [w.people.noOrg, w.people.applicant]) {
      const [found] = (await get(admin, byEmail(person.user.email))).result;
      expect(found).toMatchObject({ _id: person.user.id, email: person.user.email, phone: '', address: '' });
    }
    expect(await get(admin, `/user/${w.people.applicant.user.id}`)).toMatchObject({ phone: '', address: '' });
    const waitlist = await get(admin, `/organization/${w.orgA.id}?populate=waitlist`);
    expect(waitlist.waitlist.users[0]).toMatchObject({ _id: w.people.applicant.user.id, phone: '', address: '' });
    // A colleague's, and their own, they see; so does the superadmin anyone's.
    expect(await get(admin, `/user/${w.people.member2.user.id}`)).toMatchObject(contact);
    expect(await get(w.people.member.token, `/user/${w.people.member2.user.id}`)).toMatchObject(contact);
    expect(await get(w.people.noOrg.token, `/user/${w.people.noOrg.user.id}`)).toMatchObject({
      phone: '070-111 11 11',
    });
    const [asSuperadmin] = (await get(w.people.superadmin.token, byEmail(w.people.noOrg.user.email))).result;
    expect(asSuperadmin).toMatchObject({ phone: '070-111 11 11', address: 'Storgatan 1, Malmö' });
  });

  it('member lists go to members only, waiting lists to admins only', async () => {
    const w = await makeWorld();
    const asOutsider = (
      await t.request({ method: 'GET', url: `/organization/${w.orgA.id}`, token: w.people.otherOrgAdmin.token })
    ).json();
    expect(asOutsider).toMatchObject({
      users: [],
      admins: [],
      waitlist: { users: [], admins: [] },
      membersCount: 4,
      adminsCount: 2,
    });
    const asMember = (
      await t.request({ method: 'GET', url: `/organization/${w.orgA.id}`, token: w.people.member.token })
    ).json();
    expect(asMember.users).toHaveLength(4);
    expect(asMember.waitlist.users).toEqual([]);
    const asAdmin = (
      await t.request({
        method: 'GET',
        url: `/organization/${w.orgA.id}?populate=waitlist`,
        token: w.people.orgAdmin.token,
      })
    ).json();
    expect(asAdmin.waitlist.users.map((u: { _id: string }) => u._id)).toEqual([w.people.applicant.user.id]);
  });
});
