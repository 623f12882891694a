/**
 * Events counted in bulk (audit/event-counter.ts): one row per key and hour, however many events and however many
 * writes in between; a new hour or another key is another row; what is counted is written without being asked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { EventCounter, type CountedEvent } from './event-counter';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOUR = 60 * 60 * 1000;
const quiet = { warn: () => undefined };

const refused = (route: string): CountedEvent => ({
  actor: null,
  fact: {
    action: 'auth.refused',
    entityType: 'route',
    entityId: route,
    entityName: `${route} (401)`,
    clientAddress: '192.0.2.7',
  },
});

async function rowsOf(route: string) {
  const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, route));
  return rows.map((row) => ({ count: row.count, at: row.at.getTime(), clientAddress: row.clientAddress }));
}

describe('EventCounter', () => {
  it('keeps one row per key and hour, adding to it at each write', async () => {
    let now = Date.UTC(2026, 10, 24, 9, 5);
    const counter = new EventCounter(database.db, quiet, 60_000, () => now);
    const route = 'GET /one';
    for (let i = 0; i < 30; i++) counter.count(route, refused(route));
    await counter.flush();
    expect(await rowsOf(route)).toEqual([{ count: 30, at: now, clientAddress: '192.0.2.7' }]);
    const first = now;
    now += 10 * 60_000;
    for (let i = 0; i < 20; i++) counter.count(route, refused(route));
    await counter.flush();
    await counter.flush();
    // The row keeps the time of the first event; the later ones only add to its count.
    expect(await rowsOf(route)).toEqual([{ count: 50, at: first, clientAddress: '192.0.2.7' }]);
  });

  it('starts another row in the next hour and for another key', async () => {
    let now = Date.UTC(2026, 10, 24, 9, 59);
    const counter = new EventCounter(database.db, quiet, 60_000, () => now);
    counter.count('GET /two', refused('GET /two'));
    counter.count('GET /three', refused('GET /three'));
    now += 2 * 60_000;
    counter.count('GET /two', refused('GET /two'));
    counter.count('GET /two', refused('GET /two'));
    await counter.flush();
    expect((await rowsOf('GET /two')).map((row) => row.count).sort()).toEqual([1, 2]);
    expect((await rowsOf('GET /three')).map((row) => row.count)).toEqual([1]);
    now += HOUR;
    counter.count('GET /two', refused('GET /two'));
    await counter.flush();
    expect((await rowsOf('GET /two')).map((row) => row.count).sort()).toEqual([1, 1, 2]);
  });

  it('writes what it counted by itself after a moment', async () => {
    const counter = new EventCounter(database.db, quiet, 20);
    counter.count('GET /four', refused('GET /four'));
    counter.count('GET /four', refused('GET /four'));
    await expect.poll(async () => (await rowsOf('GET /four')).map((row) => row.count)).toEqual([2]);
  });
});
