import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditEvents } from '../db/schema';
import { hashToken } from '../lib/secrets';
import { makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function signIn(made: MadeUser, userAgent = FIREFOX): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: made.user.email, password: made.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().api_token as string;
}

const sessions = (token: string) => t.request({ method: 'GET', url: '/auth/sessions', token });

describe('GET auth/sessions', () => {
  it('lists the caller’s own sessions with device, address and times, this one marked', async () => {
    const anna = await makeUser(t.database.db);
    const other = await makeUser(t.database.db);
    const token = await signIn(anna);
    const res = await sessions(token);
    expect(res.statusCode).toBe(200);
    const { result, total } = res.json();
    // The factory's session and the sign-in; nobody else's.
    expect(total).toBe(2);
    const current = result.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ userAgent: FIREFOX, ip: '127.0.0.1' });
    expect(Date.parse(current.createdAt)).not.toBeNaN();
    expect(Date.parse(current.lastUsedAt)).not.toBeNaN();
    expect(JSON.stringify(result)).not.toContain(hashToken(token));
    expect((await sessions(other.token)).json().total).toBe(1);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE auth/sessions/{id}', () => {
  it('ends another session at once: its token answers 401, the audit log says so', async () => {
    const anna = await makeUser(t.database.db);
    const phone = await signIn(anna, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    const laptop = await signIn(anna);
    // The phone's session is used (and cached) before it is ended.
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: phone })).statusCode).toBe(200);
    const list = (await sessions(laptop)).json().result as Array<{ _id: string; userAgent: string }>;
    const target = list.find((s) => s.userAgent.includes('iPhone'));
    const res = await t.request({ method: 'DELETE', url: `/auth/sessions/${target?._id}`, token: laptop });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: phone })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: laptop })).statusCode).toBe(200);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, anna.user.id));
    expect(events.map((e) => e.action)).toContain('auth.sessionEnded');
  });

  it('answers 404 for another person’s session and for one that does not exist, and 400 for a malformed id', async () => {
    const anna = await makeUser(t.database.db);
    const bertil = await makeUser(t.database.db);
    const [theirs] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, bertil.user.id));
    const res = await t.request({ method: 'DELETE', url: `/auth/sessions/${theirs?.id}`, token: anna.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SESSION_NOT_FOUND');
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: bertil.token })).statusCode).toBe(200);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'DELETE', url: `/auth/sessions/${none}`, token: anna.token })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: '/auth/sessions/x', token: anna.token })).statusCode).toBe(400);
  });

  it('ends every other session with ?others=true and keeps the current one', async () => {
    const anna = await makeUser(t.database.db);
    const a = await signIn(anna);
    const b = await signIn(anna);
    const res = await t.request({ method: 'DELETE', url: '/auth/sessions?others=true', token: b });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(2);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: a })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: anna.token })).statusCode).toBe(401);
    expect((await sessions(b)).json().total).toBe(1);
    expect((await t.request({ method: 'DELETE', url: '/auth/sessions', token: b })).statusCode).toBe(400);
  });

  it('ends the session on another instance at once (it had the session cached)', async () => {
    const anna = await makeUser(t.database.db);
    const phone = await signIn(anna);
    const twin = await t.twin();
    const verifyOnTwin = () =>
      twin.inject({ method: 'POST', url: '/api/v1/auth/verify_token', headers: { authorization: `Token ${phone}` } });
    expect((await verifyOnTwin()).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(phone)));
    await t.request({ method: 'DELETE', url: `/auth/sessions/${row?.id}`, token: anna.token });
    // The change feed arrives within moments; on one embedded database it is the same process.
    await expect.poll(async () => (await verifyOnTwin()).statusCode, { timeout: 5_000 }).toBe(401);
  });
});

describe('idle sessions', () => {
  it('ends a session unused for SESSION_IDLE_DAYS and moves the last use of one in use', async () => {
    const anna = await makeUser(t.database.db);
    const token = await signIn(anna);
    const tokenHash = hashToken(token);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(apiTokens)
      .set({ lastUsedAt: daysAgo(13) })
      .where(eq(apiTokens.tokenHash, tokenHash));
    // Instances that have not cached the session read its last use from the database.
    const verifyOn = async () =>
      (await t.twin()).inject({
        method: 'POST',
        url: '/api/v1/auth/verify_token',
        headers: { authorization: `Token ${token}` },
      });
    expect((await verifyOn()).statusCode).toBe(200);
    const [used] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
    expect(Date.now() - (used?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    await t.database.db
      .update(apiTokens)
      .set({ lastUsedAt: daysAgo(15) })
      .where(eq(apiTokens.tokenHash, tokenHash));
    expect((await verifyOn()).statusCode).toBe(401);
    expect((await sessions(anna.token)).json().result.some((s: { current: boolean }) => !s.current)).toBe(false);
  });
});

describe('password change and reset end the other sessions', () => {
  it('a password change ends the others, keeps this one, and mails a notice', async () => {
    const anna = await makeUser(t.database.db);
    const other = await signIn(anna);
    const current = await signIn(anna);
    const res = await t.request({
      method: 'POST',
      url: '/change_password',
      token: current,
      payload: { email: anna.user.email, currentPassword: anna.password, password: 'Granit-Tak-Ribba-7' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token: other })).statusCode).toBe(401);
    expect((await sessions(current)).json().total).toBe(1);
    expect(t.outbox().some((mail) => mail.includes(anna.user.email))).toBe(true);
  });
});

describe('common passwords', () => {
  it('refuses a common password on sign-up, change and reset with a clear text and code', async () => {
    const signUp = await t.request({
      method: 'POST',
      url: '/auth/register',
      payload: {
        email: `common-${Date.now()}@example.se`,
        password: 'password1',
        firstName: 'Karin',
        lastName: 'Berg',
        userType: 'full',
        acceptTerms: true,
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: [{ field: 'password' }] });
    const anna = await makeUser(t.database.db, { firstName: 'Annika', lastName: 'Strandberg' });
    for (const password of ['qwerty123', 'Password123!', 'Strandberg1']) {
      const res = await t.request({
        method: 'POST',
        url: '/change_password',
        token: anna.token,
        payload: { email: anna.user.email, currentPassword: anna.password, password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
    }
  });
});
