/**
 * `npm run bench -- corpus` (issue #34.2): real-world PDFs nobody here wrote — pdf.js's own test corpus, the files
 * its authors collected because they broke PDF readers — uploaded as construction files through the API while the
 * server's health is asked every 100 ms. Each PDF's text and thumbnail must end (done, none or failed) and the
 * server must answer throughout. Run it before every release.
 *
 * The corpus is not in this repository: put PDFs in `.tmp/pdf-corpus/` (or name a folder in PDF_CORPUS_DIR), e.g.
 * `git clone --depth 1 https://github.com/mozilla/pdf.js && cp pdf.js/test/pdfs/*.pdf .tmp/pdf-corpus/`.
 * BENCH_CORPUS_LIMIT takes that many files, spread evenly over the sorted names (default: all).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl, ensureDatabase, machineSpeed, root, seedAdminWithProject, startServer } from './harness';
import { healthLine, startHealthProbe } from './health-probe';
import { rssOf, treeRssOf, upload } from './transfer';

const TOKEN = 'bench-corpus-token-000000000000000000000000000';
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

function corpusFiles(): string[] {
  const dir = process.env.PDF_CORPUS_DIR ?? path.join(root, '.tmp', 'pdf-corpus');
  if (!fs.existsSync(dir)) {
    throw new Error(
      `No PDF corpus in ${dir}. Copy pdf.js's test/pdfs/*.pdf there (or set PDF_CORPUS_DIR): see scripts/bench/corpus.ts.`,
    );
  }
  const all = fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => path.join(dir, f));
  const limit = Number(process.env.BENCH_CORPUS_LIMIT ?? all.length);
  if (limit >= all.length) return all;
  return Array.from({ length: limit }, (_, i) => all[Math.floor((i * all.length) / limit)] as string);
}

export async function benchCorpus(): Promise<void> {
  const files = corpusFiles();
  console.log(machineSpeed());
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_corpus');
  await ensureDatabase(serverUrl, name, true);
  const { projectId } = await seedAdminWithProject(url, {
    organization: 'Korpus AB',
    email: 'chef@corpus.bench',
    project: 'Kv. Korpusen',
    token: TOKEN,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-corpus-'));
  const port = 3396;
  const server = await startServer(url, port, path.join(dir, 'data'));
  const pid = server.pid ?? 0;
  let died: string | undefined;
  server.on('exit', (code, signal) => (died = `server exited (${signal ?? code})`));
  const baseServer = rssOf(pid);
  let peakServer = baseServer;
  let peakTree = treeRssOf(pid);
  const sampler = setInterval(() => {
    if (died) return;
    peakServer = Math.max(peakServer, rssOf(pid));
    peakTree = Math.max(peakTree, treeRssOf(pid));
  }, 200);
  const health = startHealthProbe(port);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = performance.now();
  const refused: string[] = [];
  let uploaded = 0;
  try {
    for (const file of files) {
      if (died) break;
      try {
        const contentUrl = await upload(port, TOKEN, file);
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/constructionfile`, {
          method: 'POST',
          headers: { authorization: `Token ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: path.basename(file, '.pdf'), project: projectId, url: contentUrl }),
        });
        if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
        uploaded += 1;
      } catch (err) {
        if (died) break;
        refused.push(`${path.basename(file)}: ${String(err instanceof Error ? err.message : err).slice(0, 120)}`);
      }
    }
    const uploadedAt = performance.now();
    console.log(`Uploaded ${uploaded} of ${files.length} PDFs in ${((uploadedAt - started) / 1000).toFixed(1)} s`);
    // Every file's text and thumbnail ends: done, none (no text, or nothing to draw) or failed.
    const deadline = Date.now() + 60 * 60_000;
    for (;;) {
      if (died) break;
      const { rows } = await db.query<{ pending: number }>(
        `select count(*)::int as pending from uploads
         where claimed_at is not null and (text_status = 'pending' or thumbnail_status = 'pending')`,
      );
      if ((rows[0]?.pending ?? 0) === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const seconds = ((performance.now() - uploadedAt) / 1000).toFixed(1);
    const { rows } = await db.query<{ kind: string; status: string; n: number }>(
      `select 'text' as kind, coalesce(text_status, '–') as status, count(*)::int as n from uploads
         where claimed_at is not null group by 2
       union all
       select 'thumbnail', coalesce(thumbnail_status, '–'), count(*)::int from uploads
         where claimed_at is not null group by 2
       order by 1, 2`,
    );
    const byKind = (kind: string) =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => `${r.status} ${r.n}`)
        .join(', ');
    const failed = await db.query<{ name: string; text: string; thumbnail: string }>(
      `select f.name, u.text_status as text, u.thumbnail_status as thumbnail
       from construction_files f join uploads u on u.id = f.upload_id
       where u.text_status = 'failed' or u.thumbnail_status = 'failed' order by f.name`,
    );
    console.log(`Background work ended ${seconds} s after the last upload`);
    console.log(`  PDF text:   ${byKind('text')}`);
    console.log(`  thumbnails: ${byKind('thumbnail')}`);
    if (failed.rows.length)
      console.log(
        `  failed: ${failed.rows.map((r) => `${r.name} (text ${r.text}, thumbnail ${r.thumbnail})`).join('; ')}`,
      );
    if (refused.length) console.log(`  refused at upload (${refused.length}): ${refused.join('; ')}`);
  } finally {
    clearInterval(sampler);
    const h = await health.stop();
    console.log(`  ${healthLine(h)}`);
    console.log(
      `  memory: server ${mb(baseServer)} → peak ${mb(peakServer)} MB (+${mb(peakServer - baseServer)}); ` +
        `server with its PDF workers peak ${mb(peakTree)} MB`,
    );
    console.log(died ? `  SERVER DIED: ${died}` : '  the server answered throughout and is still up');
    console.log(machineSpeed());
    await db.end();
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
