/**
 * `npm run bench -- reads` (issue 14): the reads every page pays for, with 50 keep-alive clients on this machine,
 * on a database seeded through the app's own API each run and measured right after: 100,000 projects imported
 * as CSV by an organization's admin (the search bench's names and words), the member on the team of 500 of them
 * with three activities each (sent as the web app sends them):
 * - GET project/{id}?populate=team,activities,organization as a member, over 500 projects they may see, and
 *   the same over 40,000 projects each read once (what a cache miss costs);
 * - POST auth/verify_token, which the web app sends on every navigation;
 * - the project list as the web app sends it, 93 searches in turn, alone and with one verify_token after every
 *   nine of them (one navigation), to show whether a navigation empties the caches.
 * Targets: ≥ 2,500 req/s with p95 ≤ 25 ms by id; verify_token ≥ 5,000 req/s; the mixed list within 20 % of alone.
 */
import fs from 'node:fs';
import { benchDatabaseUrl, ensureDatabase, fmt, percentile } from './harness';
import { projectsCsv } from './search-data';
import { call, importCsv, people, startSeedServer } from './seed-api';

const CONNECTIONS = 50;
const PROJECTS = 100_000;
const TEAM_PROJECTS = 500;
const COLD_PROJECTS = 40_000;
const SECONDS = 10;
const WORDS = [
  'skola',
  'ishall',
  'bro',
  'simhall',
  'förskola',
  'gata',
  'torg',
  'park',
  'bibliotek',
  'kontorshus',
  'norr',
];
const PLACES = ['norr', 'söder', 'öster', 'väster', 'centrum', 'hamnen', 'åsen', 'dalen'];
const SELECT =
  'name,description,type,sector,startDate,visibility,organization,archived,completed,bookmarked,abilities,createdAt';

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * `connections` clients sending what `next` returns, for SECONDS. One method per run: autocannon garbles a
 * keep-alive connection that switches between requests with and without a body.
 */
async function load(port: number, token: string, next: () => Request, connections = CONNECTIONS) {
  const { default: autocannon } = await import('autocannon');
  const first = next();
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    method: first.method,
    headers: {
      authorization: `Token ${token}`,
      ...(first.body ? { 'content-type': 'application/json' } : {}),
    },
    body: first.body,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: next().path }) }],
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** CONNECTIONS clients in a loop for SECONDS with fetch (keep-alive): requests of mixed methods. */
async function loop(port: number, token: string, next: () => Request) {
  const until = performance.now() + SECONDS * 1000;
  const times: number[] = [];
  let errors = 0;
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const { method, path, body } = next();
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body }).catch(() => undefined);
        if (!res?.ok) errors += 1;
        await res?.arrayBuffer();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p50: percentile(times, 50), p95: percentile(times, 95), errors };
}

/** The server process's CPU over a run, from /proc (Linux): the share of one core it used. */
function cpuOf(pid: number | undefined): () => number {
  const read = () => {
    if (!pid) return 0;
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ');
      return Number(fields[13]) + Number(fields[14]);
    } catch {
      return 0;
    }
  };
  const startTicks = read();
  const start = performance.now();
  return () => (read() - startTicks) / 100 / ((performance.now() - start) / 1000);
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

/** The organization, its projects by import, the member on 500 teams with three activities each: all via the API. */
async function seedThroughApi(port: number, dir: string) {
  const started = performance.now();
  const { admin, member, memberId } = await people(port, 'reads.bench');
  await importCsv(port, admin, dir, 'projects', PROJECTS, projectsCsv);
  const list = await call(port, 'GET', `/project?limit=${TEAM_PROJECTS}&sort=-createdAt,-name&select=name`, admin);
  const ids = (list.result as Array<{ _id: string }>).map((p) => p._id);
  await inParallel(ids, 8, async (id) => {
    await call(port, 'POST', `/project/${id}`, admin, { userId: memberId });
    for (const [name, deadline] of [
      ['Bygglov', '2026-12-15'],
      ['Rivning', '2027-02-01'],
      ['Slutbesiktning', '2027-09-30'],
    ] as const)
      await call(port, 'POST', '/activity', admin, {
        project: id,
        name,
        responsible: memberId,
        deadline,
        keywords: ['bygg'],
      });
  });
  // Projects the member may see, each to be read once: no cache can answer those reads.
  const coldIds: string[] = [];
  for (let skip = 0; skip < COLD_PROJECTS; skip += 500) {
    const page = await call(port, 'GET', `/project?limit=500&skip=${skip}&sort=name&select=name`, member);
    coldIds.push(...(page.result as Array<{ _id: string }>).map((p) => p._id));
  }
  console.log(
    `Seeded through the API in ${((performance.now() - started) / 1000).toFixed(1)} s: ${PROJECTS} projects, the member on ${ids.length} teams with 3 activities each`,
  );
  return { member, ids, coldIds };
}

export async function benchReads(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_reads');
  await ensureDatabase(serverUrl, name, true);
  const port = 3391;
  const { server, dir } = await startSeedServer(url, port, 'reads');
  const { member, ids, coldIds } = await seedThroughApi(port, dir).catch((err: unknown) => {
    server.kill('SIGTERM');
    throw err;
  });
  let n = 0;
  let cold = 0;
  const byIdCold = (): Request => ({
    method: 'GET',
    path: `/api/v1/project/${coldIds[(cold += 1) % coldIds.length]}?populate=team,activities,organization`,
  });
  const byId = (): Request => ({
    method: 'GET',
    path: `/api/v1/project/${ids[(n += 1) % ids.length]}?populate=team,activities,organization`,
  });
  const verify = (): Request => ({ method: 'POST', path: '/api/v1/auth/verify_token', body: '{}' });
  const searches = WORDS.flatMap((word) => PLACES.map((place) => `${word} ${place}`)).slice(0, 93);
  const list = (): Request => {
    const params = new URLSearchParams({
      query: JSON.stringify({ archived: false }),
      search: searches[(n += 1) % searches.length] ?? '',
      sort: '-createdAt -name',
      skip: '0',
      limit: '50',
      select: SELECT,
    });
    return { method: 'GET', path: `/api/v1/project?${params}` };
  };
  try {
    const line = (label: string, r: Awaited<ReturnType<typeof load>>, cpu: number, target: string) =>
      console.log(
        `${label.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s, p50 ${fmt(r.p50)}, p97.5 ${fmt(r.p97_5)}, errors ${r.errors}, server CPU ${(cpu * 100).toFixed(0)} % of a core  (${target})`,
      );
    for (const [label, next, target] of [
      ['GET project/{id}?populate=… (500 projects)', byId, 'target ≥ 2,500 req/s, p95 ≤ 25 ms'],
      ['same, each project read once (uncached)', byIdCold, 'what a cache miss costs'],
      ['POST auth/verify_token', verify, 'target ≥ 5,000 req/s'],
      ['project list, 93 searches, 50 clients', list, 'the base for the next line'],
    ] as const) {
      await load(port, member, next); // warm-up: caches filled, JIT settled
      const cpu = cpuOf(server.pid);
      line(label, await load(port, member, next), cpu(), target);
    }
    // Navigation mixed in, as the web app does it: 50 clients, each sending nine list requests then one
    // verify_token, against the same 50 clients sending only list requests (one client type, fetch, for both).
    const alone = await loop(port, member, () => list());
    let k = 0;
    const mixed = await loop(port, member, () => ((k += 1) % 10 === 0 ? verify() : list()));
    console.log(
      `project list alone (fetch clients)               ${alone.rps.toFixed(0).padStart(6)} req/s, p50 ${fmt(alone.p50)}, p95 ${fmt(alone.p95)}, errors ${alone.errors}`,
    );
    console.log(
      `same with verify_token every 10th request        ${mixed.rps.toFixed(0).padStart(6)} req/s, p50 ${fmt(mixed.p50)}, p95 ${fmt(mixed.p95)}, errors ${mixed.errors}  (target within 20 %: ${((mixed.rps / alone.rps) * 100).toFixed(0)} %)`,
    );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
