import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { apiTokens, loginFailures } from '../db/schema';
import { makeOrganization, makeUser, TEST_PASSWORD } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { uniqueEmail } from '../test/routes-auth';

const t = testAppPerFile();

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
