/**
 * Hostile sign-ins sent in parallel (issue: forty parallel wrong passwords were all checked on PostgreSQL, fourteen
 * on PGlite). The limit counts an attempt before its password is checked, so parallel guesses get no more
 * checks than slow ones; password work is bounded in the process, so a flood is refused quickly rather than piled
 * up; and the server answers health throughout.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { MAX_ACCOUNT_FAILURES, MAX_ADDRESS_FAILURES } from '../commands/login-limit';
import { loginFailures } from '../db/schema';
import { PASSWORD_WORK, passwordWorkLoad } from '../lib/passwords';
import { makeUser, TEST_PASSWORD } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.request({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

/** How many of each status. */
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});

/** Health answered every probe, the last after the attack, and never took long (it queues behind no hashing). */
function answeredThroughout(probes: Array<{ status: number; ms: number }>) {
  expect(probes.length).toBeGreaterThan(0);
  expect(probes.every((p) => p.status === 200)).toBe(true);
  // Generous for a loaded two-core machine; without the bound, health waited behind every queued hash.
  expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(2_000);
}

describe('parallel sign-in', () => {
  it('checks forty parallel wrong passwords for one account no more often than ten slow ones', async () => {
    const { user } = await makeUser(t.database.db);
    const before = passwordWorkLoad().started;
    const { result: answers, probes } = await probingHealth(t, () =>
      Promise.all(Array.from({ length: 40 }, (_, i) => signIn(user.email, `fel-${i}`))),
    );
    const codes = answers.map((r) => r.statusCode);
    // The seam: every non-429 answer checked a password, and the password work counted agrees.
    expect(tally(codes)).toEqual({ 401: MAX_ACCOUNT_FAILURES, 429: 40 - MAX_ACCOUNT_FAILURES });
    expect(passwordWorkLoad().started - before).toBe(MAX_ACCOUNT_FAILURES);
    for (const r of answers.filter((a) => a.statusCode === 429))
      expect(r.json()).toEqual({ success: false, error: MSG.tooManyRequests, code: 'RATE_LIMITED' });
    answeredThroughout(probes);

    // Within the window the right password is refused too, without a check.
    const right = await signIn(user.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(passwordWorkLoad().started - before).toBe(MAX_ACCOUNT_FAILURES);
  });

  it('checks parallel guesses at many accounts from one address no more often than its limit', async () => {
    // All that are within the limit fit in the password work's queue, so none is refused for being busy.
    expect(MAX_ADDRESS_FAILURES).toBeLessThanOrEqual(PASSWORD_WORK.running + PASSWORD_WORK.waiting);
    const address = '10.20.30.40';
    const before = passwordWorkLoad().started;
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESS_FAILURES + 20 }, (_, i) => signIn(`gissning-${i}@example.se`, 'x', address)),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: MAX_ADDRESS_FAILURES, 429: 20 });
    expect(passwordWorkLoad().started - before).toBe(MAX_ADDRESS_FAILURES);
  });

  it('counts an IPv6 /64 as one address, however many of its addresses guess', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESS_FAILURES + 2 }, (_, i) =>
        signIn(`v6-${i}@example.se`, 'x', `2001:db8:5:5:${(i + 1).toString(16)}::1`),
      ),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: MAX_ADDRESS_FAILURES, 429: 2 });
  });

  it('refuses a flood beyond the password work queue at once with 503 and gives those attempts back', async () => {
    const flood = 3 * (PASSWORD_WORK.running + PASSWORD_WORK.waiting);
    let busiest = 0;
    const sample = setInterval(() => (busiest = Math.max(busiest, passwordWorkLoad().running)), 1);
    // A botnet: every guess from its own address at its own account, so no guessing limit stops any of them.
    const { result: answers, probes } = await probingHealth(t, () =>
      Promise.all(
        Array.from({ length: flood }, (_, i) => signIn(`flod-${i}@example.se`, 'x', `10.77.${i >> 8}.${i & 255}`)),
      ),
    ).finally(() => clearInterval(sample));
    const codes = tally(answers.map((r) => r.statusCode));
    expect(Object.keys(codes).sort()).toEqual(['401', '503']);
    expect(codes[401]).toBeGreaterThanOrEqual(PASSWORD_WORK.running + PASSWORD_WORK.waiting);
    expect(busiest).toBeLessThanOrEqual(PASSWORD_WORK.running);
    const busy = answers.find((r) => r.statusCode === 503);
    expect(busy?.json()).toEqual({ success: false, error: MSG.serverBusy, code: 'SERVER_BUSY' });
    expect(busy?.headers['retry-after']).toBe('1');
    answeredThroughout(probes);
    // An attempt never checked counts for nothing: its account and address are back at zero.
    const refused = answers.flatMap((r, i) => (r.statusCode === 503 ? [i] : []));
    const [first] = refused;
    const rows = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:flod-${first}@example.se`));
    expect(rows[0]?.failures).toBe(0);
    const counted = await t.database.db.select().from(loginFailures).where(like(loginFailures.key, 'address:10.77.%'));
    expect(counted.reduce((sum, r) => sum + r.failures, 0)).toBe(codes[401]);
  });

  it('gives a success its attempt back: one address signing in more often than its failure limit is never refused', async () => {
    const { user } = await makeUser(t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < MAX_ADDRESS_FAILURES + 5; i++)
      codes.push((await signIn(user.email, TEST_PASSWORD, '10.3.3.3')).statusCode);
    expect(tally(codes)).toEqual({ 200: MAX_ADDRESS_FAILURES + 5 });
    const [row] = await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, 'address:10.3.3.3'));
    expect(row?.failures).toBe(0);
  });
});
