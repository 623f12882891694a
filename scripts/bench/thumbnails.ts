/**
 * `npm run bench -- thumbnails` (issue 15 point 5): files uploaded and registered through the API, their
 * thumbnails made in the background; measures how long until every one is there and the server's memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import pg from 'pg';
import { makePdf } from '../../e2e/support/sample-files';
import { benchDatabaseUrl, ensureDatabase, seedAdminWithProject, startServer } from './harness';
import { treeRssOf, upload } from './transfer';

const PDFS = Number(process.env.BENCH_PDFS ?? 100);
const PDF_PAGES = 500;
const IMAGES = Number(process.env.BENCH_IMAGES ?? 10);
const TOKEN = 'bench-thumbnail-token-00000000000000000000000';
const mb = (bytes: number) => bytes / (1024 * 1024);

export async function benchThumbnails(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_thumbnails');
  await ensureDatabase(serverUrl, name, true);
  const { projectId } = await seedAdminWithProject(url, {
    organization: 'Miniatyr AB',
    email: 'chef@thumb.bench',
    project: 'Kv. Miniatyren',
    token: TOKEN,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-thumbnails-'));
  const port = 3395;
  // Thumbnails only: the PDF text has its own benchmark (search).
  process.env.PDF_TEXT_EXTRACTION = 'off';
  const server = await startServer(url, port, path.join(dir, 'data'));
  const pid = server.pid ?? 0;
  try {
    const pdf = path.join(dir, 'ritningar.pdf');
    fs.writeFileSync(
      pdf,
      makePdf(PDF_PAGES, 'Fasadritning A-40.1-101', (page) => [`Sida ${page}`, 'Fasad mot väster, skala 1:100']),
    );
    const canvas = createCanvas(6000, 4000);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 6000, 4000);
    for (let x = 0; x < 6000; x += 50) ctx.strokeRect(x, 0, 25, 4000);
    const png = path.join(dir, 'situationsplan.png');
    fs.writeFileSync(png, await canvas.encode('png'));
    // The server with its worker processes, where the drawing now happens.
    const base = treeRssOf(pid);
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssOf(pid))), 50);
    const started = performance.now();
    const files: Array<[string, string, string]> = [
      ...Array.from(
        { length: PDFS },
        (_, i) => [pdf, 'constructionfile', `Ritningsförteckning ${i + 1}`] as [string, string, string],
      ),
      ...Array.from(
        { length: IMAGES },
        (_, i) => [png, 'drawingfile', `Situationsplan ${i + 1}`] as [string, string, string],
      ),
    ];
    for (const [file, kind, fileName] of files) {
      const contentUrl = await upload(
        port,
        TOKEN,
        file,
        `/api/v1/upload_file?purpose=${kind === 'drawingfile' ? 'drawing' : 'constructionfile'}`,
      );
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/${kind}`, {
        method: 'POST',
        headers: { authorization: `Token ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: fileName, project: projectId, url: contentUrl }),
      });
      if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
    }
    const uploaded = performance.now();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    for (;;) {
      const { rows } = await c.query(
        `select thumbnail_status s, count(*)::int n from uploads where thumbnail_status is not null group by 1`,
      );
      const pending = (rows as Array<{ s: string; n: number }>).find((r) => r.s === 'pending')?.n ?? 0;
      if (pending === 0) {
        console.log(`Thumbnail states: ${rows.map((r: { s: string; n: number }) => `${r.s} ${r.n}`).join(', ')}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await c.end();
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${PDFS} PDFs of ${PDF_PAGES} pages (${(fs.statSync(pdf).size / 1024).toFixed(0)} KB each) and ${IMAGES} PNGs of 6000×4000 px, uploaded through the API in ${((uploaded - started) / 1000).toFixed(1)} s; every thumbnail made ${seconds.toFixed(1)} s after the first upload (${(files.length / seconds).toFixed(1)} files/s); server memory +${mb(peak - base).toFixed(0)} MB at peak`,
    );
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
