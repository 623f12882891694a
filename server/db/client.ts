/**
 * One Drizzle database over either embedded PGlite (in DATA_DIR) or a PostgreSQL server. Everything above
 * this file sees the same `Db` type, so both run the same code path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { is, SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { writeNoter } from './written-tables';
import { statementTimeoutOption } from './statement-timeout';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (the app's own by default; a test gives an earlier release's). */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<boolean>;
  /** Calls `onChange(table)` for every change notification; `*` when notifications may have been missed. */
  listen(onChange: (topic: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection pool's connections (PostgreSQL; the embedded database has one and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/**
 * `db.execute(query)` as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call. For the hot reads whose text never varies (every value a parameter) — planning was more than
 * half of what a page of fifty files with its extras cost the database (0.61 ms prepared vs 1.38 ms, pgbench).
 * Each distinct text stays prepared on every pooled connection, so never for text that carries values.
 * PGlite runs it as any other statement.
 */
export function executePrepared(db: Db, query: SQL | BuiltStatement, values?: Record<string, unknown>) {
  const built = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute(values);
}

/** A statement's text and parameters, its varying values as `sql.placeholder`s that `executePrepared` fills. */
export type BuiltStatement = ReturnType<PgDialect['sqlToQuery']>;

/**
 * Builds a statement once for many calls (each with its own `values`): building a large one from Drizzle's
 * fragments costs the server more than the database spends planning it prepared (file-view.ts).
 */
export const buildStatement = (query: SQL): BuiltStatement => dialect.sqlToQuery(query);

export const CHANGE_CHANNEL = 'byggarkiv_changes';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: `url` given → node-postgres pool; otherwise PGlite at `dataDir` (or in memory for
 * 'memory://'). `statementTimeoutMs` bounds every statement of the pool (PostgreSQL only; absent or 0: no bound,
 * as scripts that fill a database want).
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.statementTimeoutMs ?? 0);
  return openPglite(opts.pgliteDir ?? 'memory://');
}

/*
 * A search for a common prefix ("bygg" in a million files) collects its matches in a bitmap; over 4 MB (the
 * default work_mem) the bitmap forgets which rows of a page matched and keeps only the page, and every row of
 * those pages is re-checked: "bygg lindö" read 16,636 heap pages to find 6,724 files instead of 7,555 (0.5–0.8 s
 * → 0.34 s measured). Ten pooled connections at 16 MB each is a bounded 160 MB.
 */
const SEARCH_WORK_MEM = '16MB';

async function openPostgres(url: string, statementTimeoutMs: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // JIT compiles any plan estimated above jit_above_cost: over a million files a search costs 100–200 ms of
    // LLVM work per query to save a few. Short queries are this app's whole workload (PGlite has no JIT).
    // No statement may run past the timeout (db/statement-timeout.ts).
    options: `-c jit=off -c work_mem=${SEARCH_WORK_MEM}${statementTimeoutOption(statementTimeoutMs)}`,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, logger: writeNoter }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async (folder = migrationsFolder) => {
      // A connection of their own, without a statement timeout: a migration may rewrite a large table.
      const own = new Pool({ connectionString: url, max: 1, options: '-c statement_timeout=0' });
      try {
        await migrate(drizzle(own, { schema }), { migrationsFolder: folder });
      } finally {
        await own.end();
      }
    },
    ping: () => pingDb(db),
    listen: (onChange) => listenPostgres(url, onChange),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** A dedicated connection for LISTEN that reconnects; while it is down, every cache is treated as stale. */
async function listenPostgres(url: string, onChange: (topic: string) => void): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let client: InstanceType<typeof Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    // TCP keepalive, and a query of our own every 30 s: a connection that died without a word (a NAT or a
    // firewall dropping it) is noticed and replaced, rather than listening to nothing for good. The search index
    // looks every two seconds anyway (search-index/table-index.ts); the caches rely on this connection.
    const c = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    const checks: { alive?: NodeJS.Timeout } = {};
    c.on('notification', (msg) => onChange(msg.payload ?? '*'));
    c.on('error', () => undefined);
    c.on('end', () => {
      clearInterval(checks.alive);
      onChange('*');
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = c;
    checks.alive = setInterval(() => {
      const answered = c.query('select 1');
      const late = setTimeout(() => void c.end().catch(() => undefined), 10_000);
      answered.then(
        () => clearTimeout(late),
        () => {
          clearTimeout(late);
          void c.end().catch(() => undefined);
        },
      );
    }, 30_000);
    checks.alive.unref();
    onChange('*');
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  await client.exec(`set work_mem = '${SEARCH_WORK_MEM}'`);
  const db = drizzle(client, { schema, logger: writeNoter }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migrate(drizzle(client, { schema }), { migrationsFolder: folder }),
    ping: () => pingDb(db),
    listen: async (onChange) => {
      const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => onChange(payload || '*'));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
