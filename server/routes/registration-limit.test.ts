/**
 * `POST auth/register` is limited per client address and in total, in counters every instance shares, and an
 * address already in use costs no password hashing (issue: registration had no limit and hashed before it
 * checked the address).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { users } from '../db/schema';
import { passwordWorkLoad } from '../lib/passwords';
import { createTestApp, type TestApp } from '../test/test-app';

const TOTAL = 25;
let t: TestApp;
beforeAll(async () => {
  // The per-address limit as shipped; the total made small enough to reach.
  t = await createTestApp({ REGISTRATION_LIMIT_TOTAL: String(TOTAL) });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const registration = (email = `ny-${(counter += 1)}-${Math.random().toString(36).slice(2)}@example.se`) => ({
  email,
  password: 'Hemligt-123',
  firstName: 'Karin',
  lastName: 'Berg',
  userType: 'full',
  acceptTerms: true,
});
const register = (remoteAddress: string, payload: object = registration()) =>
  t.request({ method: 'POST', url: '/auth/register', remoteAddress, payload });
const accounts = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

describe('POST auth/register limits', () => {
  it('answers 409 for an address in use without hashing the password', async () => {
    const taken = registration();
    expect((await register('10.0.0.1', taken)).statusCode).toBe(201);
    const before = passwordWorkLoad().started;
    const again = await register('10.0.0.1', { ...taken, email: taken.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.emailTaken);
    expect(passwordWorkLoad().started).toBe(before);
  });

  it('lets one address sign up ten times an hour, then answers 429 and creates nothing', async () => {
    // 10.0.0.1 has used two of its ten (the sign-up and the 409 above).
    for (let i = 0; i < 8; i++) expect((await register('10.0.0.1')).statusCode).toBe(201);
    const before = await accounts();
    const refused = await register('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: MSG.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await accounts()).toBe(before);
    // Another address is not held back by it.
    expect((await register('10.0.0.2')).statusCode).toBe(201);
  });

  it('counts the same sign-ups on every instance', async () => {
    const twin = await t.twin();
    const res = await twin.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: '10.0.0.1',
      payload: registration(),
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one address, however many of its addresses sign up', async () => {
    for (let i = 1; i <= 10; i++) expect((await register(`2001:db8:7:7::${i.toString(16)}`)).statusCode).toBe(201);
    expect((await register('2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await register('2001:db8:7:8::1')).statusCode).toBe(201);
  });

  it('limits sign-ups from all addresses together, and a refused address uses none of the total', async () => {
    // Counted so far: ten from 10.0.0.1 (its refused ones not), one from 10.0.0.2, eleven from IPv6 addresses.
    const used = 22;
    for (let i = 0; i < TOTAL - used; i++) expect((await register(`10.0.1.${i}`)).statusCode).toBe(201);
    const refused = await register('10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
