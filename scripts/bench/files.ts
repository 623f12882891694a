/**
 * `npm run bench -- files`: 1,000,000 construction files and 200,000 drawings across 10,000 projects on
 * PostgreSQL; the file list with a name search and filters as a member (target p95 ≤ 100 ms, page of 50),
 * with the same SQL as the floor. Then a 1 GB upload and download: server memory growth (target < 100 MB)
 * and speed against copying the file on disk (target ≥ half).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { hashToken } from '../../server/lib/secrets';
import { benchDatabaseUrl, ensureDatabase, fmt, measureLatency, startServer } from './harness';
import { measureTransfers } from './transfer';

const ORGS = 100;
const PROJECTS = 10_000;
const FILES = 1_000_000;
const DRAWINGS = 200_000;
const MEMBER_TOKEN = 'bench-files-member-token-00000000000000000';

async function seed(url: string): Promise<void> {
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const started = performance.now();
  await c.query('begin');
  await c.query(
    `create or replace function pg_temp.h(g int, salt text) returns int language sql immutable as $$ select abs(hashtext(g::text || salt)) $$`,
  );
  await c.query(
    `insert into organizations (name, approved) select 'Filorganisation ' || g, true from generate_series(1, ${ORGS}) g`,
  );
  await c.query(`insert into users (email, password_hash, first_name, last_name, organization_id)
    select 'member' || o.n || '@files.bench', 'x', 'Medlem', o.n::text, o.id from (select id, row_number() over (order by name) n from organizations) o`);
  await c.query(`insert into projects (organization_id, name, type, start_date, visibility)
    select o.id, 'Projekt ' || g, (array['Nybyggnad','Ombyggnad','Renovering','Anläggning'])[1 + pg_temp.h(g,'t') % 4], date '2024-01-01',
      case when pg_temp.h(g,'v') % 10 < 2 then 'public' when pg_temp.h(g,'v') % 10 < 7 then 'organization' else 'members' end
    from generate_series(1, ${PROJECTS}) g join (select id, row_number() over (order by name) - 1 n from organizations) o on o.n = g % ${ORGS}`);
  await c.query(`insert into project_team (project_id, user_id)
    select p.id, u.id from projects p join users u on u.organization_id = p.organization_id where pg_temp.h(abs(hashtext(p.id::text)), 'team') % 3 = 0`);
  await c.query(
    `create temp table p as select id, organization_id, visibility, type, name, row_number() over (order by id) - 1 n from projects`,
  );
  await c.query(`insert into construction_files (project_id, organization_id, project_visibility, project_type, name, year, document_type, created_at)
    select p.id, p.organization_id, p.visibility, p.type,
      (array['Ritning','Protokoll','Kontrollplan','Bygglov','Avtal','Faktura','Tidplan','Riskanalys'])[1 + pg_temp.h(g,'n') % 8] || ' ' || g || '.pdf',
      2015 + pg_temp.h(g,'y') % 12,
      (array['Bygglov','Bygghandling','Relationshandling','Kontrollplan','Protokoll','Avtal','Faktura','Tidplan'])[1 + pg_temp.h(g,'d') % 8],
      now() - (g || ' seconds')::interval
    from generate_series(1, ${FILES}) g join p on p.n = g % ${PROJECTS}`);
  await c.query(`insert into drawing_files (project_id, organization_id, project_visibility, project_name, name, drawing_type, info, created_at)
    select p.id, p.organization_id, p.visibility, p.name, 'Ritning ' || g,
      (array['Planritning','Fasadritning','Sektionsritning','Situationsplan'])[1 + pg_temp.h(g,'dt') % 4], 'Skala 1:' || (50 * (1 + g % 4)),
      now() - (g || ' seconds')::interval
    from generate_series(1, ${DRAWINGS}) g join p on p.n = g % ${PROJECTS}`);
  await c.query('commit');
  await c.query('analyze');
  await c.end();
  console.log(
    `Seeded ${FILES} files and ${DRAWINGS} drawings in ${PROJECTS} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function benchFiles(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_files');
  if (!(await ensureDatabase(serverUrl, name, process.argv.includes('--fresh')))) await seed(url);
  else console.log('Reusing the seeded bench database (pass --fresh to seed anew).');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const member = (await c.query(`select id, organization_id from users where email = 'member1@files.bench'`))
    .rows[0] as { id: string; organization_id: string };
  await c.query('delete from api_tokens where user_id = $1', [member.id]);
  await c.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    hashToken(MEMBER_TOKEN),
    member.id,
  ]);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-files-'));
  const port = 3391;
  const server = await startServer(url, port, dataDir);
  try {
    // Every request searches for a term of its own, so no answer (nor its count) comes from a cache: the
    // figure is what a user typing a new search feels. Paging through one search is measured apart.
    const searchPath = (term: string, skip = 0, filters = true) => {
      const query = {
        $or: [{ name: { $regex: term, $options: 'i' } }, { documentType: { $regex: term, $options: 'i' } }],
        ...(filters ? { documentType: 'Protokoll', year: 2020 } : {}),
      };
      return `/api/v1/constructionfile?query=${encodeURIComponent(JSON.stringify(query))}&populate=project&skip=${skip}&limit=50`;
    };
    const getJson = async (apiPath: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${apiPath}`, {
        headers: { authorization: `Token ${MEMBER_TOKEN}` },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as { total: number };
    };
    let n = 0;
    const sample = await getJson(searchPath('protokoll 12'));
    const api = await measureLatency(async () => {
      n += 1;
      await getJson(searchPath(`protokoll ${(n % 900) + 100}`));
    }, 300);
    console.log(
      `File list, a new search each time ("protokoll 100"… + type + year, member, page of 50; "protokoll 12" has ${sample.total}): p50 ${fmt(api.p50)}, p95 ${fmt(api.p95)} (target ≤ 100 ms)`,
    );
    const broad = await getJson(searchPath('avtal', 0, false));
    let page = 0;
    const paging = await measureLatency(async () => {
      page = (page + 1) % 40;
      await getJson(searchPath('avtal', page * 50, false));
    }, 200);
    console.log(
      `Paging a broad search ("avtal", ${broad.total} hits, pages 1–40, count remembered): p50 ${fmt(paging.p50)}, p95 ${fmt(paging.p95)}`,
    );
    let b = 0;
    const broadCold = await measureLatency(async () => {
      b += 1;
      await getJson(
        searchPath(['avtal', 'faktura', 'tidplan', 'bygglov', 'ritning'][b % 5] + ' ' + ((b % 9) + 1), 0, false),
      );
    }, 100);
    console.log(
      `A new broad search each time ("avtal 1"…, no filters, ~10k–50k hits counted): p50 ${fmt(broadCold.p50)}, p95 ${fmt(broadCold.p95)}`,
    );
    const where = `(project_visibility = 'public' or (organization_id = $1 and (project_visibility = 'organization' or project_id in (select project_id from project_team where user_id = $2))))
      and (name ilike $3 or document_type ilike $3) and document_type = 'Protokoll' and year = 2020`;
    let f = 0;
    const floor = await measureLatency(async () => {
      f += 1;
      const term = `%protokoll ${(f % 900) + 100}%`;
      await c.query(
        `select * from construction_files where ${where} order by created_at desc, name desc, id desc limit 50`,
        [member.organization_id, member.id, term],
      );
      await c.query(`select count(*) from construction_files where ${where}`, [
        member.organization_id,
        member.id,
        term,
      ]);
    }, 300);
    console.log(`SQL floor of a new search (page + count): p50 ${fmt(floor.p50)}, p95 ${fmt(floor.p95)}`);
    await measureTransfers(port, MEMBER_TOKEN, server.pid ?? 0);
  } finally {
    server.kill('SIGTERM');
    await c.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
