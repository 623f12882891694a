/**
 * `npm run bench -- projects`: 100,000 projects in 200 organizations with teams and activities on
 * PostgreSQL; the project-database list call (search + filters + a page of 50) as a member and as an admin.
 * Target (issue 4): p95 ≤ 50 ms at the API, ≥ 1,000 requests/s with 50 concurrent clients.
 */
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { hashToken } from '../../server/lib/secrets';
import { PROJECT_TYPES, SECTORS } from '../../common/taxonomies';
import { benchDatabaseUrl, ensureDatabase, fmt, measureLatency, measureThroughput, startServer } from './harness';

const ORGS = 200;
const USERS_PER_ORG = 10;
const PROJECTS = 100_000;
export const MEMBER_TOKEN = 'bench-member-token-0000000000000000000000';
export const ADMIN_TOKEN = 'bench-admin-token-00000000000000000000000';
const sqlList = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export async function seed(url: string): Promise<void> {
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const words = sqlList([
    'Kvarteret',
    'Skola',
    'Ishall',
    'Bro',
    'Brandstation',
    'Simhall',
    'Vårdcentral',
    'Bibliotek',
    'Förskola',
    'Gata',
    'Reningsverk',
    'Kontorshus',
    'Idrottshall',
    'Torg',
    'Park',
  ]);
  const places = sqlList(['Norr', 'Söder', 'Öster', 'Väster', 'Centrum', 'Hamnen', 'Åsen', 'Dalen', 'Backen', 'Ängen']);
  await client.query('begin');
  // A stable pseudo-random number per row and attribute, so attributes do not move in lockstep.
  await client.query(
    `create or replace function pg_temp.h(g int, salt text) returns int language sql immutable as $$ select abs(hashtext(g::text || salt)) $$`,
  );
  await client.query(
    `insert into organizations (id, name, approved) select gen_random_uuid(), 'Organisation ' || g, true from generate_series(1, ${ORGS}) g`,
  );
  await client.query(`
    insert into users (email, password_hash, first_name, last_name, organization_id, is_org_admin, account_type)
    select 'user' || o.n || '-' || u || '@bench.se', 'x', 'Förnamn' || u, 'Efternamn' || o.n, o.id, u = 1, case when u <= 3 then 'administrator' else 'regular' end
    from (select id, row_number() over (order by name) n from organizations) o, generate_series(1, ${USERS_PER_ORG}) u`);
  await client.query(`
    insert into projects (organization_id, name, description, type, sector, start_date, visibility, budget, created_at)
    select o.id,
      (${words})[1 + pg_temp.h(g, 'w') % 15] || ' ' || (${places})[1 + pg_temp.h(g, 'p') % 10] || ' ' || g,
      'Projekt nummer ' || g || ' i ' || lower((${places})[1 + pg_temp.h(g, 'd') % 10]),
      (${sqlList(PROJECT_TYPES)})[1 + pg_temp.h(g, 't') % ${PROJECT_TYPES.length}],
      (${sqlList(SECTORS)})[1 + pg_temp.h(g, 's') % ${SECTORS.length}],
      date '2020-01-01' + pg_temp.h(g, 'date') % 2000,
      case when pg_temp.h(g, 'v') % 10 < 2 then 'public' when pg_temp.h(g, 'v') % 10 < 7 then 'organization' else 'members' end,
      (pg_temp.h(g, 'b') % 1000) * 100000,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${PROJECTS}) g
    join (select id, row_number() over (order by name) - 1 n from organizations) o on o.n = pg_temp.h(g, 'o') % ${ORGS}`);
  await client.query(`
    insert into project_team (project_id, user_id)
    select p.id, u.id from projects p
    join lateral (select id from users where organization_id = p.organization_id order by email offset (abs(hashtext(p.id::text)) % 7) limit 3) u on true`);
  await client.query(`
    insert into activities (project_id, name, deadline, keywords, status)
    select p.id, 'Aktivitet ' || a, date '2026-01-01' + a * 30, array['bench'], (array['todo','ongoing','done'])[1 + (a + abs(hashtext(p.id::text))) % 3]
    from projects p, generate_series(1, 3) a`);
  await client.query('commit');
  await client.query('analyze');
  await client.end();
  console.log(
    `Seeded ${PROJECTS} projects, ${ORGS * USERS_PER_ORG} users, ${PROJECTS * 3} activities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function prepareTokens(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('delete from api_tokens where user_id in (select id from users where email in ($1, $2))', [
    'user1-1@bench.se',
    'user1-5@bench.se',
  ]);
  const insert = `insert into api_tokens (token_hash, user_id, expires_at) select $1, id, now() + interval '1 day' from users where email = $2`;
  await client.query(insert, [hashToken(ADMIN_TOKEN), 'user1-1@bench.se']);
  await client.query(insert, [hashToken(MEMBER_TOKEN), 'user1-5@bench.se']);
  await client.end();
}

export async function benchProjects(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_projects');
  const existed = await ensureDatabase(serverUrl, name, process.argv.includes('--fresh'));
  if (!existed) await seed(url);
  else console.log('Reusing the seeded bench database (pass --fresh to seed anew).');
  await prepareTokens(url);

  const port = 3390;
  const server = await startServer(url, port);
  const listPath = (term: string) => {
    const query = {
      $or: [{ name: { $regex: term, $options: 'i' } }, { description: { $regex: term, $options: 'i' } }],
      type: 'Nybyggnad',
      archived: false,
    };
    return `/api/v1/project?query=${encodeURIComponent(JSON.stringify(query))}&sort=${encodeURIComponent('-createdAt -name')}&populate=organization&skip=0&limit=50`;
  };
  // A new search each time: "norr 1", "norr 2", … never repeat, so no cached page can answer them.
  let searches = 0;
  const newSearchPath = () => listPath(`norr ${(searches += 1)}`);
  const get = (token: string, path: string) => async () => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Token ${token}` } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    await res.arrayBuffer();
  };
  try {
    const sample = await (
      await fetch(`http://127.0.0.1:${port}${listPath('skola')}`, {
        headers: { authorization: `Token ${MEMBER_TOKEN}` },
      })
    ).json();
    console.log(`List answer for "skola" + type + ongoing: total ${sample.total}, page of ${sample.result.length}`);
    for (const [role, token] of [
      ['member', MEMBER_TOKEN],
      ['admin', ADMIN_TOKEN],
    ] as const) {
      const headers = { authorization: `Token ${token}` };
      // The project database as most people meet it: the same search again, answered from the page cache.
      const repeated = await measureLatency(get(token, listPath('skola')), 300);
      const repeatedLoad = await measureThroughput(`http://127.0.0.1:${port}${listPath('skola')}`, headers, 50, 10);
      console.log(
        `${role.padEnd(6)} same search: p50 ${fmt(repeated.p50)}, p95 ${fmt(repeated.p95)} (target ≤ 50 ms) | 50 clients: ${repeatedLoad.rps.toFixed(0)} req/s (target ≥ 1000), p95 ${fmt(repeatedLoad.p95)}, p97.5 ${fmt(repeatedLoad.p97_5)}, errors ${repeatedLoad.errors}`,
      );
      const fresh = await measureLatency(async () => get(token, newSearchPath())(), 300);
      const freshLoad = await measureThroughput(
        `http://127.0.0.1:${port}${listPath('x')}`,
        headers,
        50,
        10,
        newSearchPath,
      );
      console.log(
        `${role.padEnd(6)} new search each time: p50 ${fmt(fresh.p50)}, p95 ${fmt(fresh.p95)} (target ≤ 50 ms) | 50 clients: ${freshLoad.rps.toFixed(0)} req/s, p95 ${fmt(freshLoad.p95)}, p97.5 ${fmt(freshLoad.p97_5)}, errors ${freshLoad.errors}`,
      );
    }
    await sqlFloor(url);
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * The same pages straight in SQL, as the API runs them (a plain search term becomes ILIKE on the trigram
 * indexes): what the database alone costs, the floor under the API's new-search figure.
 */
async function sqlFloor(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const user = async (email: string) =>
    (await client.query(`select id, organization_id from users where email = $1`, [email])).rows[0] as {
      id: string;
      organization_id: string;
    };
  const scopes = {
    member: `(visibility = 'public' or (organization_id = $1 and (visibility = 'organization' or id in (select project_id from project_team where user_id = $2))))`,
    admin: `(visibility = 'public' or organization_id = $1)`,
  };
  for (const [role, email] of [
    ['member', 'user1-5@bench.se'],
    ['admin', 'user1-1@bench.se'],
  ] as const) {
    const { id, organization_id } = await user(email);
    const params = role === 'member' ? [organization_id, id] : [organization_id];
    let n = 100_000;
    const run = async () => {
      const term = `%norr ${(n += 1)}%`;
      const where = `${scopes[role]} and (name ilike $${params.length + 1} or description ilike $${params.length + 1}) and type = 'Nybyggnad' and archived = false`;
      await client.query(
        `select * from projects where ${where} order by created_at desc, name desc, id desc limit 50`,
        [...params, term],
      );
      await client.query(`select count(*) from projects where ${where}`, [...params, term]);
    };
    const latency = await measureLatency(run, 200);
    console.log(`SQL floor of a new search (page + count, ${role}): p50 ${fmt(latency.p50)}, p95 ${fmt(latency.p95)}`);
  }
  await client.end();
}
