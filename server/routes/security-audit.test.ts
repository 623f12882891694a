/**
 * Security events in the audit log (issue #34 item 10): sign-ins, failed ones and lockouts, sign-outs, password
 * changes, resets and passwords a superadmin set (with a notice mail to the person), and refused calls counted in
 * bulk. Each event lands in the organization of the person it is about, so that organization's admins see it and
 * no other; an attempt at an e-mail with no account is the superadmin's alone. A burst of probes is one counted
 * row, however many probes and however many times the log is read meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../common/api/audit';
import { MAX_ACCOUNT_FAILURES } from '../commands/login-limit';
import { CHANGE_PASSWORD_PER_ADDRESS, CHANGE_PASSWORD_PER_CALLER } from './change-password-limit';
import { makeMember, makeOrganization, makeUser, TEST_PASSWORD, type MadeUser } from '../test/factories';
import { decodeQuotedPrintable, mailTo, resetTokenFromMail } from '../test/mail';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let superadmin: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await makeUser(t.database.db, { superadmin: true, firstName: 'Sara', lastName: 'Super' });
});
afterAll(async () => {
  await t.close();
});

/** A client address of its own for each test: the limits and the counted rows go by address. */
let lastOctet = 0;
const freshAddress = () => `10.20.30.${(lastOctet += 1)}`;

async function events(token: string, query = ''): Promise<AuditEvent[]> {
  const res = await t.request({ method: 'GET', url: `/audit?limit=500${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as AuditEvent[];
}

/** The one event of `action` about `entityId` that `token` sees (failing when there are none or several). */
async function theEvent(token: string, action: string, entityId: string): Promise<AuditEvent> {
  const found = (await events(token, `&action=${action}`)).filter((e) => e.entityId === entityId);
  expect(found, `${action} ${entityId}`).toHaveLength(1);
  return found[0] as AuditEvent;
}

async function world() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const admin = await makeMember(db, org, { admin: true, firstName: 'Anna', lastName: 'Admin' });
  const member = await makeMember(db, org, { firstName: 'Erik', lastName: 'Berg', language: 'en' });
  const otherAdmin = await makeMember(db, await makeOrganization(db), { admin: true });
  return { org, admin, member, otherAdmin };
}

/** The text of the newest mail to `email`, or '' when none was sent. */
const newestMailTo = (email: string) => decodeQuotedPrintable(mailTo(t.outbox(), email) ?? '');

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

describe('sign-in events', () => {
  it("records a sign-in in the person's organization, with the address, for its admins only", async () => {
    const { org, admin, member, otherAdmin } = await world();
    const address = freshAddress();
    expect((await signIn(member.user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect(await theEvent(admin.token, 'auth.login', member.user.id)).toMatchObject({
      entityType: 'user',
      entityName: 'Erik Berg',
      organization: org.id,
      actor: { _id: member.user.id, firstName: 'Erik' },
      clientAddress: address,
      count: 1,
    });
    expect((await events(otherAdmin.token, '&action=auth.login')).some((e) => e.entityId === member.user.id)).toBe(
      false,
    );
  });

  it('counts wrong passwords per account, address and hour, and lockouts apart from them', async () => {
    const { org, admin, member } = await world();
    const address = freshAddress();
    const tries = MAX_ACCOUNT_FAILURES + 5;
    const codes: number[] = [];
    for (let i = 0; i < tries; i++) {
      codes.push((await signIn(member.user.email, `fel-${i}`, address)).statusCode);
      // Reading the log in between writes what was counted so far; the row is added to, not repeated.
      if (i === 3) await events(admin.token);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_ACCOUNT_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const failed = await theEvent(admin.token, 'auth.loginFailed', member.user.id);
    expect(failed).toMatchObject({ organization: org.id, actor: null, clientAddress: address });
    expect(failed.count).toBe(MAX_ACCOUNT_FAILURES);
    const lockout = await theEvent(admin.token, 'auth.lockout', member.user.id);
    expect(lockout).toMatchObject({ organization: org.id, actor: null, clientAddress: address, count: 5 });
    // The sign-in records its own refusals: none of them is also a refused call.
    expect((await events(superadmin.token, '&action=auth.refused')).some((e) => e.entityId.includes('login'))).toBe(
      false,
    );
  });

  it('keeps an attempt at an e-mail with no account for the superadmin only, without the typed text', async () => {
    const { admin } = await world();
    const address = freshAddress();
    const typed = `ingen-${randomUUID()}@example.se`;
    for (let i = 0; i < 3; i++) expect((await signIn(typed, 'gissning', address)).statusCode).toBe(401);
    const unknown = (await events(superadmin.token, '&action=auth.loginFailed')).filter(
      (e) => e.clientAddress === address,
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ entityId: '', entityName: '', organization: null, actor: null, count: 3 });
    expect(JSON.stringify(unknown)).not.toContain(typed);
    expect((await events(admin.token, '&action=auth.loginFailed')).some((e) => e.clientAddress === address)).toBe(
      false,
    );
  });

  it('records a sign-out, the revoked token', async () => {
    const { org, admin, member } = await world();
    expect((await t.request({ method: 'POST', url: '/auth/logout', token: member.token })).statusCode).toBe(200);
    expect(await theEvent(admin.token, 'auth.logout', member.user.id)).toMatchObject({
      organization: org.id,
      actor: { _id: member.user.id },
    });
  });
});

describe('password events and their notice mails', () => {
  it('records your own change and mails you a notice in your language', async () => {
    const { org, admin, member } = await world();
    const res = await t.request({
      method: 'POST',
      url: '/change_password',
      token: member.token,
      payload: { email: member.user.email, currentPassword: TEST_PASSWORD, password: 'Nytt-lösen-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await theEvent(admin.token, 'auth.passwordChange', member.user.id)).toMatchObject({
      organization: org.id,
      actor: { _id: member.user.id },
    });
    const notice = newestMailTo(member.user.email);
    expect(notice).toContain('Your Byggarkiv password was changed');
    expect(notice).toContain('If this was not you');
    expect(notice).toContain('/password-reset');
  });

  it("records a superadmin setting someone's password in that person's organization, and mails them", async () => {
    const { org, admin, member } = await world();
    const swede = await makeMember(t.database.db, org, { firstName: 'Karin', language: 'sv' });
    const res = await t.request({
      method: 'POST',
      url: '/change_password',
      token: superadmin.token,
      payload: { email: swede.user.email, password: 'Satt-av-admin-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await theEvent(admin.token, 'auth.passwordSet', swede.user.id)).toMatchObject({
      organization: org.id,
      actor: { _id: superadmin.user.id, firstName: 'Sara' },
    });
    const notice = newestMailTo(swede.user.email);
    expect(notice).toContain('En administratör för Byggarkiv satte ett nytt lösenord för ditt konto');
    expect(notice).toContain('Hej Karin!');
    // Nobody else was told.
    expect(mailTo(t.outbox(), member.user.email)).toBeUndefined();
  });

  it('records a reset with a reset link and mails a notice', async () => {
    const { org, admin, member } = await world();
    await t.request({ method: 'POST', url: '/auth/send_password_reset_email', payload: { email: member.user.email } });
    await expect.poll(() => newestMailTo(member.user.email)).toContain('password-reset-new?token=');
    const token = resetTokenFromMail(mailTo(t.outbox(), member.user.email) ?? '');
    const res = await t.request({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { token, password: 'Återställt-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await theEvent(admin.token, 'auth.passwordReset', member.user.id)).toMatchObject({
      organization: org.id,
      actor: { _id: member.user.id },
    });
    expect(newestMailTo(member.user.email)).toContain('Your Byggarkiv password was reset');
  });
});

describe('refused calls', () => {
  it('counts a burst of fifty probes as one row per caller, route, status and hour', async () => {
    const { org, admin, member } = await world();
    for (let i = 0; i < 50; i++) {
      const probe = await t.request({ method: 'GET', url: `/project/${randomUUID()}`, token: member.token });
      expect(probe.statusCode).toBe(404);
      // Reading the log meanwhile writes the count so far into the same row.
      if (i === 20) await events(admin.token);
    }
    for (let i = 0; i < 3; i++)
      expect((await t.request({ method: 'GET', url: '/audit', token: member.token })).statusCode).toBe(403);
    const refused = (await events(admin.token, '&action=auth.refused')).filter((e) => e.actor?._id === member.user.id);
    expect(refused.map((e) => [e.entityName, e.count]).sort()).toEqual([
      ['GET /api/v1/audit (403)', 3],
      ['GET /api/v1/project/:id (404)', 50],
    ]);
    expect(refused[0]).toMatchObject({ entityType: 'route', organization: org.id });
  });

  it("counts calls without a session by address, for the superadmin's eyes only, never naming the URL", async () => {
    const { admin } = await world();
    const address = freshAddress();
    for (let i = 0; i < 50; i++) {
      const probe = await t.request({
        method: 'GET',
        url: `/constructionfile/${randomUUID()}/content?ticket=gissad-${i}`,
        remoteAddress: address,
      });
      expect(probe.statusCode).toBe(401);
    }
    const refused = (await events(superadmin.token, '&action=auth.refused')).filter((e) => e.clientAddress === address);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      entityId: 'GET /api/v1/constructionfile/:id/content',
      count: 50,
      organization: null,
      actor: null,
    });
    expect(JSON.stringify(refused)).not.toContain('gissad');
    expect((await events(admin.token, '&action=auth.refused')).some((e) => e.clientAddress === address)).toBe(false);
  });

  it('counts nothing for answers that refuse no one (a 400 or a 409)', async () => {
    const { member } = await world();
    const before = (await events(superadmin.token, '&action=auth.refused')).filter(
      (e) => e.actor?._id === member.user.id,
    );
    const invalid = await t.request({ method: 'POST', url: '/project', token: member.token, payload: { name: '' } });
    expect(invalid.statusCode).toBe(400);
    const after = (await events(superadmin.token, '&action=auth.refused')).filter(
      (e) => e.actor?._id === member.user.id,
    );
    expect(after).toEqual(before);
  });
});

describe('POST change_password is rate-limited', () => {
  const setOther = (token: string, remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/change_password',
      token,
      remoteAddress,
      payload: { email: `någon-${randomUUID()}@example.se`, password: 'Nytt-lösen-1' },
    });

  it('per caller: past its allowance even the right current password is refused, with Retry-After', async () => {
    const { member } = await world();
    const address = freshAddress();
    for (let i = 0; i < CHANGE_PASSWORD_PER_CALLER; i++)
      expect((await setOther(member.token, address)).statusCode).toBe(403);
    const right = await t.request({
      method: 'POST',
      url: '/change_password',
      token: member.token,
      remoteAddress: address,
      payload: { email: member.user.email, currentPassword: TEST_PASSWORD, password: 'Nytt-lösen-1' },
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another caller from the same address still may.
    const colleague = await makeUser(t.database.db);
    const theirs = await t.request({
      method: 'POST',
      url: '/change_password',
      token: colleague.token,
      remoteAddress: address,
      payload: { email: colleague.user.email, currentPassword: TEST_PASSWORD, password: 'Nytt-lösen-1' },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
  });

  it('per address: many sessions from one address share its allowance', async () => {
    const address = freshAddress();
    const callers = await Promise.all(
      Array.from({ length: Math.ceil(CHANGE_PASSWORD_PER_ADDRESS / CHANGE_PASSWORD_PER_CALLER) + 1 }, () =>
        makeUser(t.database.db),
      ),
    );
    const codes: number[] = [];
    for (let i = 0; i < CHANGE_PASSWORD_PER_ADDRESS + 1; i++) {
      const caller = callers[Math.floor(i / CHANGE_PASSWORD_PER_CALLER)] as MadeUser;
      codes.push((await setOther(caller.token, address)).statusCode);
    }
    expect(codes.slice(0, CHANGE_PASSWORD_PER_ADDRESS).every((c) => c === 403)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // The same session from elsewhere is not refused.
    const last = callers.at(-1) as MadeUser;
    expect((await setOther(last.token, freshAddress())).statusCode).toBe(403);
  });
});
