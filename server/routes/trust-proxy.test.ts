/** TRUST_PROXY: a client's address (and so its rate limits) comes from X-Forwarded-For only via a named proxy. */
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function failedLoginAddress(env: Record<string, string>): Promise<string[]> {
  t = await createTestApp(env);
  const res = await t.request({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-forwarded-for': '203.0.113.7' },
    payload: { email: 'ingen@example.se', password: 'fel-lösenord' },
  });
  expect(res.statusCode).toBe(401);
  const rows = await t.database.db.select().from(loginFailures).where(like(loginFailures.key, 'address:%'));
  return rows.map((r) => r.key);
}

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For is anyone’s to write, so the peer address counts', async () => {
    expect(await failedLoginAddress({})).toEqual(['address:127.0.0.1']);
  });

  it('believes X-Forwarded-For from a proxy it names', async () => {
    expect(await failedLoginAddress({ TRUST_PROXY: '127.0.0.1' })).toEqual(['address:203.0.113.7']);
  });
});
