/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres, so the same tests prove both.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /**
   * The same database through connections of its own, as a second server process opens it. An embedded PGlite
   * belongs to one process, so there the second app shares the first one's handle (closing it is left to the
   * first); each app still has its own caches and its own change listener.
   */
  openAgain(): Promise<Database>;
}

/**
 * `migrated: false` leaves it empty, for a test that migrates it step by step; `statementTimeoutMs` is the pool's
 * statement timeout on PostgreSQL, as the app's STATEMENT_TIMEOUT_MS (none when absent).
 */
export async function openTestDatabase({
  migrated = true,
  statementTimeoutMs,
}: { migrated?: boolean; statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({});
    if (migrated) await database.migrate();
    return { ...database, openAgain: async () => ({ ...database, close: async () => undefined }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { Client } = await import('pg');
  const name = `byggarkiv_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), statementTimeoutMs });
  if (migrated) await database.migrate();
  return {
    ...database,
    openAgain: () => openDatabase({ url: url.toString(), statementTimeoutMs }),
    async close() {
      await database.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
