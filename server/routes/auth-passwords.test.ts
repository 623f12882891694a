import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { passwordResetTokens } from '../db/schema';
import { makeUser, TEST_PASSWORD } from '../test/factories';
import { decodeQuotedPrintable, mailTo, resetTokenFromMail } from '../test/mail';
import { testAppPerFile } from '../test/routes-app';
import { uniqueEmail } from '../test/routes-auth';

const t = testAppPerFile();

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
    const setPassword = (token: string, email: string) =>
      t.request({ method: 'POST', url: '/change_password', token, payload: { email, password: 'Nytt-lösen-1' } });
    const denied = await setPassword(plainToken, target.email);
    expect(denied.statusCode).toBe(403);
    const ok = await setPassword(superToken, target.email);
    expect(ok.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: target.email, password: 'Nytt-lösen-1' },
    });
    expect(login.statusCode).toBe(200);
    const missing = await setPassword(superToken, uniqueEmail());
    expect(missing.statusCode).toBe(404);
  });
});
