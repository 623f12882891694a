import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokens, constructionFiles, projectTeam } from '../db/schema';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ChangeTracker } from './change-tracker';
import { idListBytes, pageBytes, StampedCache } from './stamped-cache';

describe('StampedCache', () => {
  it('keeps lists of ids within a byte budget, and none larger than the budget', () => {
    const tracker = new ChangeTracker();
    const cache = new StampedCache<string[]>(tracker, ['t'], {
      maxEntries: 1000,
      ttlMs: 60_000,
      maxBytes: 100_000,
      sizeOf: idListBytes,
    });
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (let i = 0; i < 20; i++) cache.set(`word${i}`, ids(500), cache.stamp());
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.get('word19')).toHaveLength(500);
    expect(cache.get('word0')).toBeUndefined();
    // One word in 20,000 PDFs across every tenant: more than the whole budget, so not kept.
    cache.set('bygg', ids(20_000), cache.stamp());
    expect(cache.get('bygg')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
  });

  it('keeps pages of presented rows within a byte budget, estimated from their first row', () => {
    const cache = new StampedCache<{ total: number; result: unknown[] }>(new ChangeTracker(), ['t'], {
      maxEntries: 1000,
      ttlMs: 60_000,
      maxBytes: 200_000,
      sizeOf: pageBytes,
    });
    const page = (n: number) => ({
      total: 5000,
      result: Array.from({ length: 50 }, (_, i) => ({
        _id: `p${n}-${i}`,
        name: `Förskola Lindö ${i}`,
        archived: false,
      })),
    });
    const one = JSON.stringify(page(0).result[0]).length;
    expect(pageBytes(page(0), 'k')).toBe(128 + 2 + one * 50);
    for (let n = 0; n < 200; n++) cache.set(`page${n}`, page(n), cache.stamp());
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.get('page199')?.result).toHaveLength(50);
    expect(cache.get('page0')).toBeUndefined();
  });

  it('keeps an entry until one of its tables changes', () => {
    const tracker = new ChangeTracker();
    const cache = new StampedCache<number>(tracker, ['projects'], { maxEntries: 10, ttlMs: 60_000 });
    cache.set('a', 1, cache.stamp());
    tracker.bump('users');
    expect(cache.get('a')).toBe(1);
    tracker.bump('projects');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2, cache.stamp());
    tracker.bump('*');
    expect(cache.get('b')).toBeUndefined();
  });

  it('refuses a value read before a change, expires entries and evicts the least recently used', () => {
    vi.useFakeTimers();
    const tracker = new ChangeTracker();
    const cache = new StampedCache<number>(tracker, ['t'], { maxEntries: 2, ttlMs: 1000 });
    const stale = cache.stamp();
    tracker.bump('t');
    cache.set('x', 1, stale);
    expect(cache.get('x')).toBeUndefined();
    cache.set('a', 1, cache.stamp());
    cache.set('b', 2, cache.stamp());
    cache.get('a');
    cache.set('c', 3, cache.stamp());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(cache.get('a')).toBeUndefined();
    vi.useRealTimers();
  });
});

describe('caches follow database changes made elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('a project written by another instance shows in the next list', async () => {
    const org = await makeOrganization(t.database.db);
    const { token } = await makeMember(t.database.db, org);
    const first = await t.request({ method: 'GET', url: '/project', token });
    expect(first.json().total).toBe(0);
    await makeProject(t.database.db, org, { name: 'Skrivet av någon annan' });
    expect(
      await eventually(async () => (await t.request({ method: 'GET', url: '/project', token })).json().total === 1),
    ).toBe(true);
  });

  it('a file count follows files and team changes made elsewhere', async () => {
    const org = await makeOrganization(t.database.db);
    const member = await makeMember(t.database.db, org);
    const project = await makeProject(t.database.db, org, { name: 'Räknat', visibility: 'members' });
    const total = async () =>
      (await t.request({ method: 'GET', url: '/constructionfile', token: member.token })).json().total;
    expect(await total()).toBe(0);
    await t.database.db.insert(constructionFiles).values({
      projectId: project.id,
      organizationId: org.id,
      projectVisibility: 'members',
      name: 'Skrivet av någon annan.pdf',
    });
    // Not on the team: still nothing; once on the team, the file counts.
    expect(await total()).toBe(0);
    await t.database.db.insert(projectTeam).values({ projectId: project.id, userId: member.user.id });
    expect(await eventually(async () => (await total()) === 1)).toBe(true);
    await t.database.db
      .insert(constructionFiles)
      .values({ projectId: project.id, organizationId: org.id, projectVisibility: 'members', name: 'Nummer två.pdf' });
    expect(await eventually(async () => (await total()) === 2)).toBe(true);
  });

  it('a session revoked by another instance stops working', async () => {
    const { user, token } = await makeMember(t.database.db, await makeOrganization(t.database.db));
    expect((await t.request({ method: 'POST', url: '/auth/verify_token', token })).statusCode).toBe(200);
    await t.database.db.delete(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(
      await eventually(
        async () => (await t.request({ method: 'POST', url: '/auth/verify_token', token })).statusCode === 401,
      ),
    ).toBe(true);
  });
});
