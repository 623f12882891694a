/**
 * `npm run bench -- hostile` (issue #34): what one attacker sends at once — ten catastrophic `$regex` filters over
 * every list that takes one, and three bomb PDFs (an image claiming 14 GB, a billion drawing operations, megabytes
 * of text) — while the server's health is asked every 50 ms. Reports, beside the machine's speed: health latency
 * (target p99 ≤ 200 ms), the server's memory growth (target < 300 MB; its PDF workers apart), and that every
 * hostile call ended with a 4xx within 5 s.
 */
import fs from 'node:fs';
import pg from 'pg';
import { makeDrawingBombPdf, makeImageBombPdf, makeWordyPdf } from '../../server/test/hostile-pdfs';
import { benchDatabaseUrl, ensureDatabase, fmt, machineSpeed } from './harness';
import { healthLine, startHealthProbe } from './health-probe';
import { addPdfFile } from './search-pdfs';
import { call, people, startSeedServer } from './seed-api';
import { rssOf, treeRssOf } from './transfer';

/** The issue's filter: back-references over a name of 150 a's and a b (PostgreSQL spent over 60 s on one row). */
const CATASTROPHIC = { name: { $regex: '^(a*)(a*)(a*)(a*)(a*)(a*)\\6\\5\\4\\3\\2\\1ab$' } };
const LISTS = ['/project', '/constructionfile', '/drawingfile'];
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

export async function benchHostile(): Promise<void> {
  console.log(machineSpeed());
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_hostile');
  await ensureDatabase(serverUrl, name, true);
  const port = 3397;
  const { server, dir } = await startSeedServer(url, port, 'hostile');
  const pid = server.pid ?? 0;
  let died: string | undefined;
  server.on('exit', (code, signal) => (died = `server exited (${signal ?? code})`));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { admin } = await people(port, 'hostile.bench');
    const project = (
      await call(port, 'POST', '/project', admin, {
        name: `${'a'.repeat(150)}b`,
        type: 'Nybyggnad',
        startDate: '2026-01-01',
        visibility: 'organization',
      })
    )._id as string;
    const projectId = encodeURIComponent(project);
    const filters = [
      ...LISTS.map((list) => `${list}?query=${encodeURIComponent(JSON.stringify(CATASTROPHIC))}`),
      ...LISTS.map(
        (list) =>
          `${list}?search=skola&query=${encodeURIComponent(JSON.stringify({ $or: [CATASTROPHIC, { name: 'x' }] }))}`,
      ),
      `/project/${projectId}/files.zip?query=${encodeURIComponent(JSON.stringify(CATASTROPHIC))}`,
      `/project?query=${encodeURIComponent(JSON.stringify({ $and: [CATASTROPHIC, CATASTROPHIC] }))}`,
      `/project?query=${encodeURIComponent(JSON.stringify({ name: { $regex: '(a+)+b' } }))}`,
      `/project?query=${encodeURIComponent(JSON.stringify({ name: { $regex: '(?=a)a' } }))}`,
    ];
    const base = rssOf(pid);
    const baseTree = treeRssOf(pid);
    let peak = base;
    let peakTree = baseTree;
    const sampler = setInterval(() => {
      if (died) return;
      peak = Math.max(peak, rssOf(pid));
      peakTree = Math.max(peakTree, treeRssOf(pid));
    }, 50);
    const health = startHealthProbe(port, 50);
    const started = performance.now();
    const hostile = filters.map(async (path) => {
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
        headers: { authorization: `Token ${admin}` },
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      await res?.arrayBuffer();
      return { path: path.split('?')[0], status: res?.status ?? 0, ms: performance.now() - t0 };
    });
    const bombs = [
      ['Bildbomb', makeImageBombPdf()],
      ['Ritbomb', makeDrawingBombPdf()],
      ['Mängdbomb', makeWordyPdf(200, 1000)],
    ] as const;
    const uploaded = bombs.map(([title, pdf]) => addPdfFile(port, admin, dir, title, project, pdf));
    const answers = await Promise.all(hostile);
    await Promise.all(uploaded);
    // The bombs' background work ends: failed, none or capped.
    for (const until = Date.now() + 180_000; Date.now() < until && !died;) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from uploads where claimed_at is not null
         and (text_status = 'pending' or thumbnail_status = 'pending')`,
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const h = await health.stop();
    const { rows } = await db.query<{ text: string; thumbnail: string }>(
      `select text_status as text, thumbnail_status as thumbnail from uploads where claimed_at is not null order by created_at`,
    );
    const slowest = Math.max(...answers.map((a) => a.ms));
    const all4xx = answers.every((a) => a.status >= 400 && a.status < 500);
    console.log(
      `${filters.length} hostile filters and ${bombs.length} bomb PDFs at once; all ended after ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  filters: ${answers.map((a) => a.status).join(' ')}; slowest ${fmt(slowest)} — ${all4xx && slowest < 5000 ? 'every one a 4xx within 5 s' : 'NOT every one a 4xx within 5 s'}`,
    );
    console.log(`  bomb PDFs (text/thumbnail): ${rows.map((r) => `${r.text}/${r.thumbnail}`).join(', ')}`);
    console.log(`  ${healthLine(h)} (target p99 ≤ 200 ms)`);
    console.log(
      `  memory: server +${mb(peak - base)} MB (target < 300 MB); server with its PDF workers +${mb(peakTree - baseTree)} MB`,
    );
    console.log(died ? `  SERVER DIED: ${died}` : '  the server answered throughout and is still up');
    console.log(machineSpeed());
  } finally {
    await db.end();
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
