import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { apiTokens, loginFailures, organizationApplications, organizations, passwordResetTokens } from '../db/schema';
import { makeOrganization, makeUser, TEST_PASSWORD } from '../test/factories';
import { decodeQuotedPrintable, mailTo, resetTokenFromMail } from '../test/mail';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // These tests sign up more often than one address may in an hour; the limit itself: registration-limit.test.ts.
  t = await createTestApp({ REGISTRATION_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(async () => {
  await t.close();
});

const uniqueEmail = (prefix = 'user') => `${prefix}-${Math.random().toString(36).slice(2)}@example.se`;
const registration = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Hemligt-123',
  firstName: 'Karin',
  lastName: 'Berg',
  userType: 'full',
  acceptTerms: true,
  ...over,
});

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

describe('POST auth/login', () => {
  it('answers the token and the user with its organization populated', async () => {
    const org = await makeOrganization(t.database.db, { name: `Kommunen ${Math.random()}` });
    const { user } = await makeUser(t.database.db, { organizationId: org.id, isOrgAdmin: true });
    const res = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { _id: user.id, isAdmin: true, organization: { _id: org.id, name: org.name } },
    });
    expect(res.json().api_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('answers 401 alike for a wrong password and an unknown e-mail', async () => {
    const { user } = await makeUser(t.database.db);
    for (const payload of [
      { email: user.email, password: 'fel-lösen' },
      { email: uniqueEmail(), password: 'x' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('counts failures, not sign-ins: a person signing in often is never refused, and a success resets the count', async () => {
    const { user } = await makeUser(t.database.db);
    const signIn = (password: string) =>
      t.request({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '10.1.1.1',
        payload: { email: user.email, password },
      });
    for (let i = 0; i < 12; i++) expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn(`fel${i}`)).statusCode).toBe(401);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    // The success forgot the nine failures: nine more are still answered, not refused.
    for (let i = 0; i < 9; i++) expect((await signIn(`igen${i}`)).statusCode).toBe(401);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures per address across accounts, in the database that every instance shares', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 52; i++)
      codes.push(
        (
          await t.request({
            method: 'POST',
            url: '/auth/login',
            remoteAddress: '10.9.8.7',
            payload: { email: `gissning${i}@example.se`, password: 'x' },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 50).every((c) => c === 401)).toBe(true);
    expect(codes.slice(50)).toEqual([429, 429]);
    // Every attempt is counted before its password is checked, the refused ones too.
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, 'address:10.9.8.7'));
    expect(rows[0]?.failures).toBe(52);
  });

  it('rate-limits guessing one account with 429', async () => {
    const { user } = await makeUser(t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (await t.request({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: `fel${i}` } }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    const last = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, error: MSG.tooManyRequests });
  });
});

describe('POST auth/verify_token and auth/logout', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [undefined, 'Token', 'Token <script>', 'Token aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const res = await t.request({
        method: 'POST',
        url: '/auth/verify_token',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user, token } = await makeUser(t.database.db);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.userId, user.id));
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token })).statusCode).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const { token } = await makeUser(t.database.db);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/auth/logout', token })).json()).toEqual({ success: true });
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = t.outbox().length;
    const res = await t.request({
      method: 'POST',
      url: '/auth/send_password_reset_email',
      payload: { email: uniqueEmail() },
    });
    expect(res.json()).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.outbox()).toHaveLength(before);
  });

  it('points the link at PUBLIC_URL or this machine, never at a Host header the sender chose', async () => {
    const { user } = await makeUser(t.database.db);
    const before = t.outbox().length;
    const res = await t.request({
      method: 'POST',
      url: '/auth/send_password_reset_email',
      headers: { host: 'angripare.example' },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => t.outbox().length).toBe(before + 1);
    const mail = t.outbox().at(-1) ?? '';
    expect(mail).not.toContain('angripare.example');
    expect(mail).toContain('http://localhost');
  });

  it('mails a link whose token sets the password once and ends every session', async () => {
    const { user, token: session } = await makeUser(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/auth/send_password_reset_email',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    // The mail goes after the answer, so that the answer's timing says nothing about the address.
    await expect.poll(() => t.outbox().at(-1) ?? '').toContain(`To: ${user.email}`);
    const mail = t.outbox().at(-1) ?? '';
    const token = resetTokenFromMail(mail);
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored[0]?.tokenHash).not.toBe(token);

    const reset = await t.request({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { token, password: 'Nytt-lösen-9' },
    });
    expect(reset.json()).toEqual({ success: true });
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: session })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: 'Nytt-lösen-9' },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.request({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { token, password: 'Annat-lösen-9' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(MSG.resetTokenInvalid);
  });

  it('refuses an expired or unknown token and a short password', async () => {
    const { user } = await makeUser(t.database.db);
    await t.request({ method: 'POST', url: '/auth/send_password_reset_email', payload: { email: user.email } });
    // The mail goes after the answer; the outbox's last one may be another test's (a password-change notice).
    await expect
      .poll(() => decodeQuotedPrintable(mailTo(t.outbox(), user.email) ?? ''))
      .toContain('password-reset-new');
    const token = resetTokenFromMail(mailTo(t.outbox(), user.email) ?? '');
    const short = await t.request({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { token, password: 'kort' },
    });
    expect(short.statusCode).toBe(400);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetTokens.userId, user.id));
    for (const tk of [token, 'not-a-token']) {
      const res = await t.request({
        method: 'POST',
        url: '/auth/reset_password',
        payload: { token: tk, password: 'Nytt-lösen-9' },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST change_password', () => {
  it('changes your own password with the current one and keeps this session only', async () => {
    const { user, token } = await makeUser(t.database.db);
    const other = (
      await t.request({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })
    ).json().api_token;
    const res = await t.request({
      method: 'POST',
      url: '/change_password',
      token,
      payload: { email: user.email, currentPassword: TEST_PASSWORD, password: 'Nytt-lösen-1' },
    });
    expect(res.json()).toEqual({ success: true });
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: other })).statusCode).toBe(401);
  });

  it('refuses a wrong or missing current password', async () => {
    const { user, token } = await makeUser(t.database.db);
    for (const currentPassword of ['fel', undefined]) {
      const res = await t.request({
        method: 'POST',
        url: '/change_password',
        token,
        payload: { email: user.email, currentPassword, password: 'Nytt-lösen-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.wrongCurrentPassword);
    }
  });

  it('answers 401 with the exact text when not signed in', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/change_password',
      payload: { email: 'x@example.se', password: 'Nytt-lösen-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MSG.notLoggedIn);
  });

  it("lets a superadmin set another user's password by e-mail, and nobody else", async () => {
    const { token: superToken } = await makeUser(t.database.db, { superadmin: true });
    const { token: plainToken } = await makeUser(t.database.db);
    const { user: target } = await makeUser(t.database.db);
    const denied = await t.request({
      method: 'POST',
      url: '/change_password',
      token: plainToken,
      payload: { email: target.email, password: 'Nytt-lösen-1' },
    });
    expect(denied.statusCode).toBe(403);
    const ok = await t.request({
      method: 'POST',
      url: '/change_password',
      token: superToken,
      payload: { email: target.email, password: 'Nytt-lösen-1' },
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: target.email, password: 'Nytt-lösen-1' },
    });
    expect(login.statusCode).toBe(200);
    const missing = await t.request({
      method: 'POST',
      url: '/change_password',
      token: superToken,
      payload: { email: uniqueEmail(), password: 'Nytt-lösen-1' },
    });
    expect(missing.statusCode).toBe(404);
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
