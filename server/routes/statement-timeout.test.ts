/**
 * PostgreSQL's statement timeout (db/statement-timeout.ts), with STATEMENT_TIMEOUT_MS at 300 ms: a request's
 * statement that runs past it is cancelled and answers 503 QUERY_TIMEOUT (never a 500), health answers meanwhile,
 * and the work that legitimately runs long (migrations, deleting a project with everything on it) is not cut.
 * A statement held up by another connection's lock stands in for a slow one: it waits as long as the lock is held.
 *
 * PostgreSQL only: PGlite cannot interrupt a running statement (its bound is what a filter may ask, tested in
 * list-query-limits.test.ts and hostile-input.test.ts on both databases).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { isStatementCancelled } from '../db/errors';
import { allowLongStatements } from '../db/statement-timeout';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase, testDbKind } from '../test/test-database';

const TIMEOUT_MS = 300;

describe.skipIf(testDbKind !== 'postgres')('the statement timeout on PostgreSQL', () => {
  let t: TestApp;
  let other: Database;
  let member: string;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp({ STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    other = await t.database.openAgain();
    const db = t.database.db;
    const org = await makeOrganization(db);
    const m = await makeMember(db, org, { accountType: 'administrator' });
    member = m.token;
    projectId = (await makeProject(db, org, { team: [m.user.id] })).id;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** Holds `table` locked from another connection until the returned function is called. */
  async function lock(table: string): Promise<() => Promise<void>> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = other.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await holding;
    };
  }

  it("sets the timeout on the pool's connections", async () => {
    const rows = (await t.database.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: Array<{ statement_timeout: string }>;
    };
    expect(rows.rows[0]?.statement_timeout).toBe(`${TIMEOUT_MS}ms`);
    await expect(t.database.db.execute(sql`select pg_sleep(0.6)`)).rejects.toSatisfy(isStatementCancelled);
  });

  it('answers a statement over the timeout with 503 QUERY_TIMEOUT, and health throughout', async () => {
    const unlock = await lock('projects');
    try {
      const { result, probes } = await probingHealth(t, async () => {
        const started = performance.now();
        const res = await t.request({ method: 'GET', url: '/project', token: member });
        return { res, ms: performance.now() - started };
      });
      expect(result.res.statusCode, result.res.body).toBe(503);
      expect(result.res.headers['retry-after']).toBe('5');
      expect(result.res.json()).toMatchObject({ success: false, code: 'QUERY_TIMEOUT' });
      expect(result.res.json().error).toMatch(/took longer than the database allows/);
      expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(result.ms).toBeLessThan(5000);
      for (const probe of probes) {
        expect(probe.status).toBe(200);
        expect(probe.ms).toBeLessThan(500);
      }
    } finally {
      await unlock();
    }
    // The connection went back to the pool and serves the next call.
    expect((await t.request({ method: 'GET', url: '/project', token: member })).statusCode).toBe(200);
  });

  it('lets work that legitimately runs long lift it for its own transaction', async () => {
    await t.database.db.transaction(async (tx) => {
      await allowLongStatements(tx);
      await tx.execute(sql`select pg_sleep(0.6)`);
    });
    // Only for that transaction: the next statement is bounded again.
    await expect(t.database.db.execute(sql`select pg_sleep(0.6)`)).rejects.toSatisfy(isStatementCancelled);
  });

  it('deletes a project whose files are held up for longer than the timeout', async () => {
    const unlock = await lock('construction_files');
    const deleting = t.request({ method: 'DELETE', url: `/project/${projectId}`, token: member });
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
    await unlock();
    const res = await deleting;
    expect(res.statusCode, res.body).toBe(200);
  });

  it('runs migrations without it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-slow-migration-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, '0000_slow.sql'), `select pg_sleep(${(TIMEOUT_MS * 2) / 1000});`);
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 1, tag: '0000_slow', breakpoints: true }],
      }),
    );
    const fresh = await openTestDatabase({ migrated: false, statementTimeoutMs: TIMEOUT_MS });
    try {
      await fresh.migrate(folder);
      await expect(fresh.db.execute(sql`select pg_sleep(0.6)`)).rejects.toSatisfy(isStatementCancelled);
    } finally {
      await fresh.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
