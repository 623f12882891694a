/**
 * `npm run bench -- markups` (issue #36): markups seeded through the API — BENCH_MARKUPS (2,000) on one page of a
 * drawing, and BENCH_SPREAD (2,000) published ones spread over a BENCH_PAGES-page (500) PDF — then measured: the
 * viewer's list call of the full page (requests/s and p95 with BENCH_CONNECTIONS (50) connections for
 * BENCH_SECONDS (10) s, and one caller's latency), and the download with the published markups drawn in
 * (`content?markups=published`: its time, the PDF worker's peak memory, the server's); and the web app's viewer in
 * headless Chromium opening the drawing and panning it (./markups-viewer.ts). Prints the server's RSS.
 * A small run: `BENCH_MARKUPS=200 BENCH_SPREAD=100 BENCH_PAGES=50 BENCH_SECONDS=3 npm run bench -- markups`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePdf } from '../../e2e/support/sample-files';
import {
  benchDatabaseUrl,
  ensureDatabase,
  fmt,
  machineSpeed,
  measureLatency,
  measureThroughput,
  seedAdminWithProject,
  startServer,
} from './harness';
import { describeViewer, measureViewer } from './markups-viewer';
import { rssOf, treeRssOf, upload } from './transfer';
import { ensureWebBuild } from '../web-build.mjs';

const MARKUPS = Number(process.env.BENCH_MARKUPS ?? 2000);
const SPREAD = Number(process.env.BENCH_SPREAD ?? 2000);
const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOKEN = 'bench-markups-admin-token-000000000000000000';
const KINDS = ['cloud', 'rectangle', 'ellipse', 'arrow', 'line', 'text', 'highlight', 'pin'] as const;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

/** The body of the i-th markup on `page`: every kind in turn, spread over an A4 page, half with a comment. */
function markupBody(i: number, page: number, visibility: 'private' | 'published') {
  const kind = KINDS[i % KINDS.length] ?? 'cloud';
  const x = 20 + ((i * 37) % 500);
  const y = 20 + ((i * 53) % 760);
  const geometry =
    kind === 'arrow' || kind === 'line'
      ? {
          points: [
            [x, y],
            [x + 40, y + 25],
          ],
        }
      : kind === 'pin'
        ? { x, y }
        : { x, y, w: 30 + (i % 40), h: 20 + (i % 30) };
  return { page, kind, geometry, text: i % 2 ? `Kontrollera måttet ${i}` : '', visibility };
}

async function post(port: number, apiPath: string, body: unknown): Promise<{ _id: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Token ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${apiPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { _id: string };
}

/** `count` markups made by `make(i)` on a file, eight requests at a time. */
async function seedMarkups(port: number, listPath: string, count: number, make: (i: number) => unknown) {
  const started = performance.now();
  for (let from = 0; from < count; from += 8)
    await Promise.all(
      Array.from({ length: Math.min(8, count - from) }, (_, k) => post(port, listPath, make(from + k))),
    );
  return (performance.now() - started) / 1000;
}

export async function benchMarkups(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_markups');
  await ensureDatabase(serverUrl, name, true);
  const { projectId } = await seedAdminWithProject(url, {
    organization: 'Markering AB',
    email: 'chef@markups.bench',
    project: 'Kv. Molnet',
    token: TOKEN,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-markups-'));
  const port = 3397;
  console.log(machineSpeed());
  // The viewer is measured in the web app the server serves.
  ensureWebBuild();
  const server = await startServer(url, port, path.join(dir, 'data'));
  const pid = server.pid ?? 0;
  try {
    const make = async (kind: 'drawingfile' | 'constructionfile', pages: number, fileName: string) => {
      const file = path.join(dir, `${fileName}.pdf`);
      fs.writeFileSync(
        file,
        makePdf(pages, fileName, (page) => [`Sida ${page}`, 'Plan 1, skala 1:100']),
      );
      const contentUrl = await upload(
        port,
        TOKEN,
        file,
        `/api/v1/upload_file?purpose=${kind === 'drawingfile' ? 'drawing' : 'constructionfile'}`,
      );
      const fields = kind === 'drawingfile' ? { drawingType: 'Planritning' } : { documentType: 'Bygghandling' };
      return (await post(port, `/${kind}`, { name: fileName, project: projectId, url: contentUrl, ...fields }))._id;
    };
    const drawingName = 'A-40.1-101 Plan 1';
    const drawing = await make('drawingfile', 1, drawingName);
    const book = await make('constructionfile', PAGES, 'Bygghandling samlad');
    const onePage = await seedMarkups(port, `/drawingfile/${drawing}/markups`, MARKUPS, (i) =>
      markupBody(i, 1, i % 4 === 0 ? 'private' : 'published'),
    );
    const spread = await seedMarkups(port, `/constructionfile/${book}/markups`, SPREAD, (i) =>
      markupBody(i, 1 + ((i * 7) % PAGES), 'published'),
    );
    console.log(
      `Seeded through the API: ${MARKUPS} markups on one page in ${onePage.toFixed(1)} s, ${SPREAD} published ones over ${PAGES} pages in ${spread.toFixed(1)} s; server RSS ${mb(rssOf(pid))} MB`,
    );

    const listPath = `/api/v1/drawingfile/${drawing}/markups?page=1`;
    const headers = { authorization: `Token ${TOKEN}` };
    const first = await fetch(`http://127.0.0.1:${port}${listPath}`, { headers });
    const answer = (await first.json()) as { total: number; result: unknown[] };
    if (answer.result.length !== MARKUPS) throw new Error(`listed ${answer.result.length} of ${MARKUPS}`);
    const bytes = JSON.stringify(answer).length;
    const one = await measureLatency(async () => {
      await (await fetch(`http://127.0.0.1:${port}${listPath}`, { headers })).arrayBuffer();
    }, 20);
    console.log(
      `List of the page's ${MARKUPS} markups (${(bytes / 1024).toFixed(0)} KB): one caller p50 ${fmt(one.p50)}, p95 ${fmt(one.p95)}`,
    );
    const load = await measureThroughput(`http://127.0.0.1:${port}${listPath}`, headers, CONNECTIONS, SECONDS);
    console.log(
      `  ${CONNECTIONS} connections for ${SECONDS} s: ${load.rps.toFixed(1)} requests/s, p95 ${load.p95} ms, errors ${load.errors}; server RSS ${mb(rssOf(pid))} MB`,
    );

    const viewer = await measureViewer(port, TOKEN, drawingName, MARKUPS);
    console.log(describeViewer(viewer, MARKUPS));
    const drawnMedian = [...viewer.drawn].sort((a, b) => a - b)[Math.floor(viewer.drawn.length / 2)] ?? 0;
    console.log(
      `  target: opened ≤ 1 s ${drawnMedian <= 1000 ? 'met' : 'MISSED'}, panning ≥ 30 frames/s ${viewer.fps >= 30 ? 'met' : 'MISSED'}; server RSS ${mb(rssOf(pid))} MB`,
    );

    // The flattened PDF: the server's own memory and its workers' (the tree less the server) sampled apart.
    const ownBase = rssOf(pid);
    let ownPeak = ownBase;
    let workerPeak = 0;
    const sampler = setInterval(() => {
      const own = rssOf(pid);
      ownPeak = Math.max(ownPeak, own);
      workerPeak = Math.max(workerPeak, treeRssOf(pid) - own);
    }, 25);
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/constructionfile/${book}/content?markups=published`, {
        headers,
      });
      if (res.status !== 200) throw new Error(`flattened download ${res.status} ${await res.text()}`);
      size = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    clearInterval(sampler);
    console.log(
      `Download of the ${PAGES}-page PDF with ${SPREAD} published markups drawn in (${mb(size)} MB): ${times.map(fmt).join(', ')}; PDF workers' peak RSS ${mb(workerPeak)} MB (text, thumbnail and flatten processes together), server RSS ${mb(ownBase)} → peak ${mb(ownPeak)} MB`,
    );
    console.log(machineSpeed());
  } finally {
    // The server saves its search index as it stops: its folder goes once it has.
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await stopped;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
