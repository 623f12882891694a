/**
 * `npm run bench -- import`: a 100,000-row construction-files CSV imported through the API on PostgreSQL.
 * Target (issue 6): done in ≤ 10 s with server memory growing by less than 200 MB. PostgreSQL's own COPY of
 * the same rows is timed beside it as the floor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../../server/db/client';
import { hashToken } from '../../server/lib/secrets';
import { benchDatabaseUrl, ensureDatabase, startServer } from './harness';
import { upload, withMemory } from './transfer';

const ROWS = 100_000;
const TOKEN = 'bench-import-admin-token-0000000000000000';
const TYPES = ['Bygglov', 'Protokoll', 'Kontrollplan', 'Avtal', 'Faktura', 'Tidplan'];

export async function benchImport(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_import');
  await ensureDatabase(serverUrl, name, true);
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const org = (await c.query(`insert into organizations (name, approved) values ('Importbolaget', true) returning id`))
    .rows[0] as { id: string };
  const user = (
    await c.query(
      `insert into users (email, password_hash, organization_id, is_org_admin) values ('admin@import.bench', 'x', $1, true) returning id`,
      [org.id],
    )
  ).rows[0] as { id: string };
  await c.query(`insert into api_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    hashToken(TOKEN),
    user.id,
  ]);
  const project = (
    await c.query(
      `insert into projects (organization_id, name, type, start_date) values ($1, 'Importprojektet', 'Nybyggnad', '2026-01-01') returning id`,
      [org.id],
    )
  ).rows[0] as { id: string };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-import-'));
  const csv = path.join(dir, 'byggfiler.csv');
  const lines = ['namn;år;dokumenttyp;projekt'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(`Handling ${i};${2015 + (i % 12)};${TYPES[i % TYPES.length]};Importprojektet`);
  fs.writeFileSync(csv, `${lines.join('\r\n')}\r\n`);

  const port = 3392;
  const server = await startServer(url, port, dir);
  try {
    const started = performance.now();
    const { result, growth } = await withMemory(server.pid ?? 0, () =>
      upload(port, TOKEN, csv, '/api/v1/upload_csv_file?importType=constructionfiles'),
    );
    const seconds = (performance.now() - started) / 1000;
    const answer = JSON.parse(result) as { imported: number; failed: number };
    console.log(
      `Import of ${ROWS} rows through the API: ${seconds.toFixed(1)} s (target ≤ 10 s), imported ${answer.imported}, failed ${answer.failed}, server memory +${(growth / 1024 / 1024).toFixed(0)} MB (target < 200 MB)`,
    );

    await c.query('truncate construction_files');
    const copyStarted = performance.now();
    const copy = c.query(
      copyFrom(
        'copy construction_files (project_id, organization_id, project_visibility, project_type, name, year, document_type) from stdin',
      ),
    );
    const rows = (function* () {
      for (let i = 1; i <= ROWS; i++)
        yield `${project.id}\t${org.id}\torganization\tNybyggnad\tHandling ${i}\t${2015 + (i % 12)}\t${TYPES[i % TYPES.length]}\n`;
    })();
    await pipeline(Readable.from(rows), copy);
    const copySeconds = (performance.now() - copyStarted) / 1000;
    console.log(
      `PostgreSQL COPY of the same rows: ${copySeconds.toFixed(1)} s — the API import takes ${(seconds / copySeconds).toFixed(1)}× the floor`,
    );
  } finally {
    server.kill('SIGTERM');
    await c.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
