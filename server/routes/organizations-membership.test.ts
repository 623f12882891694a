import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { makeMember, makeOrganization, makeUser, reloadUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';

const t = testAppPerFile();
const db = () => t.database.db;

const addOrgMember = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/add_org_member', token, payload });
const removeOrgMember = (token: string, userId: string, organizationId: string) =>
  t.request({ method: 'POST', url: `/remove_org_member?userId=${userId}`, token, payload: { organizationId } });

describe('membership', () => {
  it('apply → waiting list → approve → member; counts follow', async () => {
    const org = await makeOrganization(db());
    const { token: admin } = await makeMember(db(), org, { admin: true });
    const { user, token } = await makeUser(db());
    const applied = await addOrgMember(token, { organizationId: org.id, userId: user.id, role: 'admin' });
    expect(applied.statusCode).toBe(200);
    const asAdmin = await t.request({
      method: 'GET',
      url: `/organization/${org.id}?populate=users,admins,waitlist`,
      token: admin,
    });
    expect(asAdmin.json().waitlist.admins.map((u: { _id: string }) => u._id)).toEqual([user.id]);
    expect(asAdmin.json().membersCount).toBe(1);

    const approved = await addOrgMember(admin, { organizationId: org.id, userId: user.id, role: 'admin' });
    expect(approved.json()).toMatchObject({ membersCount: 2, adminsCount: 2, waitlist: { users: [], admins: [] } });
    expect(await reloadUser(db(), user.id)).toMatchObject({ organizationId: org.id, isOrgAdmin: true });

    const twice = await addOrgMember(admin, { organizationId: org.id, userId: user.id, role: 'member' });
    expect(twice.statusCode).toBe(409);
  });

  it('a member cannot apply elsewhere; an unapproved organization takes no applications', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeMember(db(), org);
    const other = await makeOrganization(db());
    const res = await addOrgMember(token, { organizationId: other.id, userId: user.id, role: 'member' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.alreadyInOrganization);
    const { user: requester, token: requesterToken } = await makeUser(db());
    const pending = await makeOrganization(db(), { approved: false, requestedBy: requester.id });
    const own = await addOrgMember(requesterToken, {
      organizationId: pending.id,
      userId: requester.id,
      role: 'member',
    });
    expect(own.statusCode).toBe(400);
  });

  it('a superadmin joins any organization directly', async () => {
    const org = await makeOrganization(db());
    const { user, token } = await makeUser(db(), { superadmin: true });
    const res = await addOrgMember(token, { organizationId: org.id, userId: user.id, role: 'admin' });
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
    const leave = await removeOrgMember(token, admin.id, org.id);
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
    await addOrgMember(applicantToken, { organizationId: org.id, userId: applicant.id });

    const left = await removeOrgMember(leaverToken, leaver.id, org.id);
    expect(left.statusCode).toBe(200);
    expect((await reloadUser(db(), leaver.id))?.organizationId).toBeNull();
    const rm = await removeOrgMember(admin, removed.id, org.id);
    expect(rm.json().membersCount).toBe(1);
    const deny = await removeOrgMember(admin, applicant.id, org.id);
    expect(deny.json().waitlist).toEqual({ users: [], admins: [] });
    const again = await removeOrgMember(admin, applicant.id, org.id);
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
