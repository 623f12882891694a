/**
 * Issue #34.12: the guessing limits fail closed. When their counters cannot be kept (the PostgreSQL table or Redis
 * unreachable), sign-in, password reset, sign-up and share-link reads answer 503 `LIMITS_UNAVAILABLE` with
 * Retry-After; before, the plugin's `skipOnError` let every call through uncounted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOfMessage } from '../../common/api/error-codes';
import { MSG } from '../../common/messages';
import { makeUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

type Answer = Awaited<ReturnType<TestApp['request']>>;
const LIMITS_UNAVAILABLE = codeOfMessage(MSG.limitsUnavailable);

function expectRefused(res: Answer) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toMatchObject({ error: MSG.limitsUnavailable, code: LIMITS_UNAVAILABLE });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** The calls each guessing limit guards, from one client address. */
const guarded = (t: TestApp, email: string) => ({
  reset: () =>
    t.request({
      method: 'POST',
      url: '/auth/send_password_reset_email',
      remoteAddress: '10.9.0.1',
      payload: { email },
    }),
  resetPassword: () =>
    t.request({
      method: 'POST',
      url: '/auth/reset_password',
      remoteAddress: '10.9.0.1',
      payload: { token: 'a'.repeat(64), password: 'Nytt-lösen-123' },
    }),
  register: () =>
    t.request({
      method: 'POST',
      url: '/auth/register',
      remoteAddress: '10.9.0.1',
      payload: {
        email: `ny-${Math.random().toString(36).slice(2)}@example.se`,
        password: 'Hemligt-123',
        firstName: 'Karin',
        lastName: 'Berg',
        userType: 'full',
        acceptTerms: true,
      },
    }),
  shared: () =>
    t.request({ method: 'GET', url: `/api_shared/project?shareToken=${'b'.repeat(43)}`, remoteAddress: '10.9.0.1' }),
});

describe('counters in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs `check` while `table` cannot be written, then puts it back. */
  async function without(table: string, check: () => Promise<void>) {
    await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await check();
    } finally {
      await t.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  it('refuses password resets, sign-ups and share-link reads while the counters cannot be kept', async () => {
    const { user } = await makeUser(t.database.db);
    const calls = guarded(t, user.email);
    await without('rate_limit_counters', async () => {
      for (const call of Object.values(calls)) expectRefused(await call());
    });
    expect(t.outbox()).toHaveLength(0);
    // Counted again, they answer as usual.
    expect((await calls.reset()).statusCode).toBe(200);
    expect((await calls.shared()).statusCode).toBe(404);
  });

  it('refuses a sign-in, even with the right password, while attempts cannot be counted', async () => {
    const { user } = await makeUser(t.database.db);
    const signIn = () =>
      t.request({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    await without('login_failures', async () => {
      const refused = await signIn();
      expectRefused(refused);
      expect(refused.json().api_token).toBeUndefined();
    });
    expect((await signIn()).statusCode).toBe(200);
  });
});

describe('counters in Redis', () => {
  it('refuses every guarded call at once when Redis cannot be reached', async () => {
    // Nothing listens on port 1: every count fails.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const calls = guarded(t, 'någon@example.se');
      for (const call of Object.values(calls)) {
        const started = performance.now();
        expectRefused(await call());
        expect(performance.now() - started).toBeLessThan(5_000);
      }
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('counts in Redis when it answers: the sixth reset request is 429', async () => {
    const t = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    try {
      const calls = guarded(t, `redis-${Math.random().toString(36).slice(2)}@example.se`);
      for (let i = 0; i < 5; i++) expect((await calls.reset()).statusCode).toBe(200);
      const refused = await calls.reset();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    } finally {
      await t.close();
    }
  });
});
