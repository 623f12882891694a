import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { organizationApplications, organizations } from '../db/schema';
import { makeOrganization } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { registration, uniqueEmail } from '../test/routes-auth';

// These tests sign up more often than one address may in an hour; the limit itself: registration-limit.test.ts.
const t = testAppPerFile({ REGISTRATION_LIMIT_PER_ADDRESS: '1000' });

describe('POST auth/register', () => {
  it('creates the account, answers 201 with a working token and never the password hash', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ title: 'Projektchef' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      firstName: 'Karin',
      title: 'Projektchef',
      accountType: 'regular',
      userType: 'full',
      organization: null,
    });
    // No password field of any kind (the abilities name what one may do to others' passwords, not a password).
    expect(res.body.replace(/"setOtherPasswords"/g, '')).not.toMatch(/password|argon2/i);
    const verify = await t.request({ method: 'POST', url: '/auth/verify_token', token: body.api_token });
    expect(verify.statusCode).toBe(200);
  });

  it('answers 409 with the exact text for an e-mail in use, in any case', async () => {
    const email = uniqueEmail();
    await t.request({ method: 'POST', url: '/auth/register', payload: registration({ email }) });
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ email: email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: MSG.emailTaken });
  });

  it('requires the terms, with the exact text', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ acceptTerms: false }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.mustAcceptTerms);
  });

  it('rejects a password shorter than 8 characters', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ password: 'kort123' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.passwordTooShort);
  });

  it('rejects a bad e-mail, a missing name and an unknown user type with 400 and field details', async () => {
    for (const over of [{ email: 'not-an-email' }, { firstName: '' }, { userType: 'gold' }]) {
      const res = await t.request({ method: 'POST', url: '/auth/register', payload: registration(over) });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.length).toBeGreaterThan(0);
    }
  });

  it('puts a user who joins an organization on its member waiting list', async () => {
    const org = await makeOrganization(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ organization: { join: org.id } }),
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user.organization).toBeNull();
    expect(user.pendingOrganization).toMatchObject({ _id: org.id, role: 'member', approved: true });
    const rows = await t.database.db
      .select()
      .from(organizationApplications)
      .where(eq(organizationApplications.userId, user._id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for joining an unknown or unapproved organization and creates no account', async () => {
    const pending = await makeOrganization(t.database.db, { approved: false });
    const email = uniqueEmail();
    for (const join of [pending.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await t.request({
        method: 'POST',
        url: '/auth/register',
        payload: registration({ email, organization: { join } }),
      });
      expect(res.statusCode).toBe(404);
    }
    const login = await t.request({ method: 'POST', url: '/auth/login', payload: { email, password: 'Hemligt-123' } });
    expect(login.statusCode).toBe(401);
  });

  it('requests a new, unapproved organization with the user as requester', async () => {
    const name = `Byggbolaget ${Math.random()}`;
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ organization: { create: { name, description: 'Vi bygger' } } }),
    });
    expect(res.statusCode).toBe(201);
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.name, name));
    expect(org).toMatchObject({ approved: false, requestedBy: res.json().user._id, description: 'Vi bygger' });
    expect(res.json().user.pendingOrganization).toMatchObject({ _id: org?.id, role: 'admin', approved: false });
  });

  it('answers 409 for an organization name in use and leaves no account behind', async () => {
    const org = await makeOrganization(t.database.db);
    const email = uniqueEmail();
    const res = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ email, organization: { create: { name: org.name.toUpperCase() } } }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MSG.orgNameTaken);
    const again = await t.request({ method: 'POST', url: '/auth/register', payload: registration({ email }) });
    expect(again.statusCode).toBe(201);
  });
});

describe('GET public/organization', () => {
  it('lists approved organizations only, narrowed by a literal search', async () => {
    const approved = await makeOrganization(t.database.db, { name: `Sök_100% Bygg ${Math.random()}` });
    await makeOrganization(t.database.db, { name: `Sök_100% Väntar ${Math.random()}`, approved: false });
    const res = await t.request({ method: 'GET', url: `/public/organization?search=${encodeURIComponent('_100%')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ _id: approved.id, name: approved.name }]);
  });
});
