/**
 * SUPERADMIN_EMAIL naming an account someone registered first (issue #34.8): before, start-up promoted it and it
 * kept its password and sessions, so whoever registered the address became the superadmin. Now the account is
 * taken over: only the configured password signs in, and every earlier token — sessions, reset links, download
 * links, share links — is revoked; the log says so. What the test app's running instance and a fresh one (a
 * restart, empty caches) answer afterwards, through the API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../common/messages';
import type { AppContext } from '../context';
import { makeMember, makeOrganization, makeProject, TEST_PASSWORD } from '../test/factories';
import { mailTo, resetTokenFromMail } from '../test/mail';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';
import { ensureSuperadmin } from './ensure-superadmin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONFIGURED = 'Konfigurerat-lösen-34';

/** A logger that keeps what was said. */
function recordingLog() {
  const warn = vi.fn();
  const info = vi.fn();
  return { log: { warn, info } as unknown as AppContext['log'], warn, info };
}

/** Someone registered the address first, is an organization admin, signed in twice and left links about. */
async function registeredFirst(email: string) {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const squatter = await makeMember(db, org, { admin: true, email });
  const login = await t.request({ method: 'POST', url: '/auth/login', payload: { email, password: TEST_PASSWORD } });
  expect(login.statusCode).toBe(200);
  const project = await makeProject(db, org, { team: [squatter.user.id] });
  const upload = await t.request({
    method: 'POST',
    url: '/upload_file',
    token: squatter.token,
    ...multipart(PDF, 'a.pdf'),
  });
  const file = await t.request({
    method: 'POST',
    url: '/constructionfile',
    token: squatter.token,
    payload: { name: 'Bygglov', project: project.id, url: upload.json().url },
  });
  const ticket = await t.request({
    method: 'POST',
    url: `/constructionfile/${file.json()._id}/download_link`,
    token: squatter.token,
  });
  const share = await t.request({
    method: 'POST',
    url: '/create_share_link',
    token: squatter.token,
    payload: { projectId: project.id, resourceType: 'files' },
  });
  await t.request({ method: 'POST', url: '/auth/send_password_reset_email', payload: { email } });
  await expect.poll(() => mailTo(t.outbox(), email) ?? '').toContain('password-reset-new');
  return {
    sessions: [squatter.token, login.json().api_token as string],
    resetToken: resetTokenFromMail(mailTo(t.outbox(), email) ?? ''),
    downloadUrl: ticket.json().url as string,
    shareToken: share.json().shareToken as string,
  };
}

describe('SUPERADMIN_EMAIL and an account someone registered first', () => {
  it('takes it over: the configured password alone signs in, every earlier token is revoked, and the log says so', async () => {
    const email = `kommunchef-${Math.random().toString(36).slice(2)}@example.se`;
    const before = await registeredFirst(email);
    for (const session of before.sessions)
      expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: session })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: before.downloadUrl })).statusCode).toBe(200);
    const shared = () => t.request({ method: 'GET', url: `/api_shared/project?shareToken=${before.shareToken}` });
    expect((await shared()).statusCode).toBe(200);

    const { log, warn } = recordingLog();
    await ensureSuperadmin({ db: t.database.db, log }, ` ${email.toUpperCase()} `, CONFIGURED);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/SUPERADMIN_EMAIL named an existing account.*revoked/);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ email, sessions: 2, shareLinks: 1 });

    // A restarted server (nothing cached) and the one that was running (told by the change notifications).
    const restarted = await t.twin();
    for (const session of before.sessions) {
      const verify = {
        method: 'POST' as const,
        url: '/api/v1/auth/verify_token',
        headers: { authorization: `Token ${session}` },
      };
      expect((await restarted.inject(verify)).statusCode).toBe(401);
      await expect.poll(async () => (await t.app.inject(verify)).statusCode).toBe(401);
    }
    const signIn = (password: string) =>
      t.request({ method: 'POST', url: '/auth/login', payload: { email, password } });
    const old = await signIn(TEST_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe(MSG.invalidCredentials);
    const configured = await signIn(CONFIGURED);
    expect(configured.statusCode).toBe(200);
    expect(configured.json().user).toMatchObject({
      superadmin: true,
      organization: null,
      accountType: 'administrator',
    });

    const reset = await t.request({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { token: before.resetToken, password: 'Kapat-lösen-34' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(MSG.resetTokenInvalid);
    expect((await t.app.inject({ method: 'GET', url: before.downloadUrl })).statusCode).toBe(401);
    expect((await shared()).statusCode).toBe(404);
    expect((await signIn(CONFIGURED)).statusCode).toBe(200);
  });

  it('leaves the superadmin it made alone at the next start: a changed password stays, nothing is revoked', async () => {
    const email = `superadmin-${Math.random().toString(36).slice(2)}@example.se`;
    const first = recordingLog();
    await ensureSuperadmin({ db: t.database.db, log: first.log }, email, CONFIGURED);
    expect(first.info).toHaveBeenCalledWith({ email }, 'superadmin created');
    const login = await t.request({ method: 'POST', url: '/auth/login', payload: { email, password: CONFIGURED } });
    expect(login.json().user.superadmin).toBe(true);
    const session = login.json().api_token as string;
    const changed = await t.request({
      method: 'POST',
      url: '/change_password',
      token: session,
      payload: { email, currentPassword: CONFIGURED, password: 'Ändrat-lösen-34' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const again = recordingLog();
    await ensureSuperadmin({ db: t.database.db, log: again.log }, email, CONFIGURED);
    expect(again.warn).not.toHaveBeenCalled();
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: session })).statusCode).toBe(200);
    const signIn = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Ändrat-lösen-34' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
