/** Benchmark plumbing: a bench database, the app in its own process, and timed HTTP load from this one. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { hashToken } from '../../server/lib/secrets';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function benchDatabaseUrl(name: string): { serverUrl: string; url: string; name: string } {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { serverUrl, url: url.toString(), name };
}

/** Creates the database when missing; answers whether it already existed (seeding can then be skipped). */
export async function ensureDatabase(serverUrl: string, name: string, fresh: boolean): Promise<boolean> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
    return exists;
  } finally {
    await admin.end();
  }
}

/**
 * A bench run straight after another found the other's server still saving its indexes on the port, measured it
 * for a moment, then lost it: wait until nothing answers there, or fail.
 */
async function untilPortFree(port: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Another server still answers on port ${port}`);
}

export async function startServer(
  databaseUrl: string,
  port: number,
  dataDir = path.join(root, '.tmp', 'bench-data'),
): Promise<ChildProcess> {
  await untilPortFree(port);
  const env: NodeJS.ProcessEnv = {
    // The allocator settings `npm start` runs the server with (scripts/start.mjs).
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    MAX_UPLOAD_MB: '2048',
    RATE_LIMIT_DISABLED: 'true',
  };
  // An empty url: the embedded database in dataDir.
  if (!databaseUrl) delete env.DATABASE_URL;
  // The V8 flags `npm start` runs the server with (package.json; docs/ARCHITECTURE.md "Runtime").
  // BENCH_HEAP_SNAPSHOT=1: the server writes a heap snapshot (into the repo's folder) when sent SIGUSR2.
  const probe = process.env.BENCH_HEAP_SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2'] : [];
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there as it stops (open it in Chrome's DevTools).
  if (process.env.BENCH_CPU_PROF) probe.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`);
  // BENCH_NODE_FLAGS="--flag …": more V8/Node flags for the server, to try a setting before it goes into `npm start`.
  probe.push(...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean));
  const child = spawn(
    process.execPath,
    [
      '--max-semi-space-size=32',
      '--heap-growing-percent=50',
      '--expose-gc',
      ...probe,
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface LatencyReport {
  p50: number;
  p95: number;
  p99: number;
  n: number;
}

/** Sequential requests: the latency one user feels. */
export async function measureLatency(fn: () => Promise<void>, n: number): Promise<LatencyReport> {
  for (let i = 0; i < Math.min(20, n); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), n };
}

/** `connections` keep-alive clients for `seconds` (autocannon, so the client costs little CPU). */
export async function measureThroughput(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  /** When given, each request asks for the path it returns: a new query every time. */
  nextPath?: () => string,
  /**
   * At most this many requests (the distinct paths left), so none is sent twice where a cache would answer it;
   * the run ends at `seconds` or when they are used up.
   */
  amount?: number,
) {
  const { default: autocannon } = await import('autocannon');
  const requests = nextPath
    ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: nextPath() }) }]
    : undefined;
  const run = autocannon({
    url,
    headers,
    connections,
    requests,
    ...(amount === undefined ? { duration: seconds } : { amount: Math.max(amount, connections) }),
  });
  // Every answer's time, for the exact p95 the targets name (autocannon's histogram reports p90 and p97.5).
  const times: number[] = [];
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  // With `amount` autocannon ignores the duration, so the clock stops it.
  const timer = amount === undefined ? undefined : setTimeout(() => run.stop(), seconds * 1000);
  const r = await run;
  clearTimeout(timer);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: Math.round(
      percentile(
        times.sort((a, b) => a - b),
        95,
      ),
    ),
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    /** Of `errors`: no answer within autocannon's 10 s, and answers other than 2xx. */
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * A fixed single-core workload (parse and hash a fixed JSON text) as rounds per second, measured for one second.
 * This machine's speed varied up to twofold between runs of the same code (the import's rows/s with it), so a
 * bench prints it before and after measuring, and runs are compared beside it.
 */
export function machineSpeed(): string {
  const text = JSON.stringify(
    Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Ritning plan ${i}`, typ: 'Bygghandling', år: 2024 })),
  );
  let rounds = 0;
  const started = performance.now();
  while (performance.now() - started < 1000) {
    JSON.parse(text);
    createHash('sha256').update(text).digest();
    rounds += 1;
  }
  return `machine speed: ${Math.round(rounds / ((performance.now() - started) / 1000))} reference rounds/s (one core)`;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/**
 * Waits until a search of `listPath` is answered from the server's in-memory index (its Server-Timing header),
 * which brings itself up to date first: the seconds that took, or undefined after `timeoutMs`. Each try asks
 * another page size, so no answer cached before the index was ready is given again.
 */
export async function untilIndexAnswers(
  port: number,
  token: string,
  listPath: string,
  word: string,
  timeoutMs: number,
): Promise<number | undefined> {
  const started = performance.now();
  for (let attempt = 1; performance.now() - started < timeoutMs; attempt++) {
    const res = await fetch(
      `http://127.0.0.1:${port}/api/v1${listPath}?search=${encodeURIComponent(word)}&limit=${attempt}`,
      { headers: { authorization: `Token ${token}` } },
    );
    await res.arrayBuffer();
    if (res.headers.get('server-timing')?.includes('index')) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/**
 * A migrated bench database with one approved organization, its admin signed in with `token`, and one
 * project: the starting point of the benchmarks that then seed through the API.
 */
export async function seedAdminWithProject(
  url: string,
  names: { organization: string; email: string; project: string; token: string },
): Promise<{ projectId: string }> {
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const org = (
      await c.query(`insert into organizations (name, approved) values ($1, true) returning id`, [names.organization])
    ).rows[0] as { id: string };
    const user = (
      await c.query(
        `insert into users (email, password_hash, first_name, last_name, organization_id, is_org_admin)
         values ($1, 'x', 'Bänk', 'Admin', $2, true) returning id`,
        [names.email, org.id],
      )
    ).rows[0] as { id: string };
    await c.query(
      `insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [hashToken(names.token), user.id],
    );
    const project = (
      await c.query(
        `insert into projects (organization_id, name, type, start_date) values ($1, $2, 'Nybyggnad', '2026-01-01') returning id`,
        [org.id, names.project],
      )
    ).rows[0] as { id: string };
    return { projectId: project.id };
  } finally {
    await c.end();
  }
}
