import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { countHit, removeExpiredCounters } from './rate-limit-store';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('rate-limit counters in PostgreSQL', () => {
  it('counts within a window and says how long it has left', async () => {
    const first = await countHit(database.db, 'k1', 60_000);
    const second = await countHit(database.db, 'k1', 60_000);
    expect([first.current, second.current]).toEqual([1, 2]);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await countHit(database.db, 'k2', 60_000)).current).toBe(1);
  });

  it('starts again at one once the window has passed, and the sweep removes passed windows', async () => {
    await countHit(database.db, 'k3', 60_000);
    await countHit(database.db, 'k3', 60_000);
    await database.db.update(rateLimitCounters).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await removeExpiredCounters(database.db)).toBeGreaterThanOrEqual(2);
    await countHit(database.db, 'k3', 60_000);
    await database.db.update(rateLimitCounters).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await countHit(database.db, 'k3', 60_000)).current).toBe(1);
  });
});
