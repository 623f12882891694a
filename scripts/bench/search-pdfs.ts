/**
 * The PDF part of the search bench (issue 13): construction files whose words are only inside their PDFs,
 * uploaded and created through the API like any user's, read by the server's own text extraction; then how
 * soon a fresh 50-page PDF is found, and the server's memory while it reads a 500-page one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeTextPdf } from '../../server/test/pdf-fixture';
import { random } from './search-data';
import { treeRssOf, upload, withMemory } from './transfer';

/** Words that occur in the PDFs' text and in no file's name or type. */
export const PDF_TERMS = [
  'armeringsjärn',
  'tätskikt',
  'brandcellsgräns',
  'fuktsäkerhet',
  'dagvattenbrunn',
  'ventilationsaggregat',
  'takstolar',
  'bjälklag',
];

const MARKER = 'läsbarhetskontroll';
/** Longer than a PDF worker waits for its next job before it stops (ProcessSlot's idleMs, 30 s). */
const WORKERS_IDLE_MS = 35_000;

const FILLER = [
  'Entreprenören ansvarar för att arbetet utförs enligt AMA Hus 21 och gällande föreskrifter.',
  'Samtliga mått ska kontrolleras på plats innan tillverkning påbörjas.',
  'Avvikelser från handlingarna ska godkännas skriftligen av beställaren.',
  'Materialval redovisas i bilaga och ska vara dokumenterade i byggvarubedömningen.',
  'Egenkontroller dokumenteras löpande och överlämnas vid slutbesiktning.',
];

/** Pages of a technical description: filler text, and on some pages one or two of the PDF-only words. */
function technicalText(r: () => number, pages: number): string[][] {
  return Array.from({ length: pages }, (_, p) => {
    const lines = [`Avsnitt ${p + 1}`, ...FILLER.slice(0, 2 + Math.floor(r() * 3))];
    // Every PDF names its marker word once, so the bench can tell when all of them have been read.
    if (p === 0) lines.push(`Egenkontroll: ${MARKER}.`);
    if (r() < 0.6) {
      const word = PDF_TERMS[Math.floor(r() * PDF_TERMS.length)] as string;
      lines.push(`Kontroll av ${word} utförs före igenfyllnad enligt kontrollplanen.`);
    }
    return lines;
  });
}

type Json = Record<string, unknown>;

async function api(port: number, token: string, method: string, apiPath: string, body?: Json): Promise<Json> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${apiPath}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A PDF uploaded and made a construction file of `project` through the API, as the web app does. */
export async function addPdfFile(port: number, token: string, dir: string, name: string, project: string, pdf: Buffer) {
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}.pdf`);
  fs.writeFileSync(file, pdf);
  const url = await upload(port, token, file);
  fs.rmSync(file);
  return (await api(port, token, 'POST', '/constructionfile', {
    name,
    year: 2024,
    documentType: 'Teknisk beskrivning',
    project,
    url,
  })) as { _id: string };
}

const totalFor = async (port: number, token: string, word: string) =>
  ((await api(port, token, 'GET', `/constructionfile?search=${encodeURIComponent(word)}&limit=1`)).total as number) ??
  0;

/** `count` files of 1–8 pages each, eight uploads at a time; waits until their text is read. */
export async function seedPdfFiles(port: number, token: string, dir: string, count: number): Promise<void> {
  const started = performance.now();
  const projects = (
    (await api(port, token, 'GET', '/project?limit=500&select=name&sort=-createdAt')).result as Array<{ _id: string }>
  ).map((p) => p._id);
  const r = random(1913);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const pdf = makeTextPdf(technicalText(r, 1 + Math.floor(r() * 8)));
      await addPdfFile(port, token, dir, `Teknisk beskrivning ${i}`, projects[i % projects.length] as string, pdf);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const uploaded = (performance.now() - started) / 1000;
  // Read when every one of them is found by its marker word.
  const deadline = Date.now() + 30 * 60_000;
  let found = 0;
  while (Date.now() < deadline) {
    found = await totalFor(port, token, MARKER);
    if (found >= count) break;
    await new Promise((res) => setTimeout(res, 2000));
  }
  console.log(
    `Uploaded ${count} PDFs with text through the API in ${uploaded.toFixed(1)} s; ` +
      `their text read and searchable after ${((performance.now() - started) / 1000).toFixed(1)} s (${found} found)`,
  );
  // Their thumbnails are rendered in the background too, a worker process taking most of a core: searches are
  // measured once that one-time batch is done (the wait is printed), not while it competes with them.
  let rendered = 0;
  let still = 0;
  for (let last = -1; still < 15 && Date.now() < deadline;) {
    rendered = 0;
    for (let skip = 0; skip < count; skip += 500) {
      const page = await api(
        port,
        token,
        'GET',
        `/constructionfile?search=${MARKER}&skip=${skip}&limit=500&select=thumbnail`,
      );
      rendered += (page.result as Array<{ thumbnail: string | null }>).filter((f) => f.thumbnail).length;
    }
    if (rendered >= count) break;
    still = rendered === last ? still + 1 : 0;
    last = rendered;
    await new Promise((res) => setTimeout(res, 2000));
  }
  console.log(`  their thumbnails rendered after ${((performance.now() - started) / 1000).toFixed(1)} s (${rendered})`);
}

/** Seconds from creating a file with a fresh 50-page PDF until a word only in it is found; memory of 500 pages. */
export async function freshPdf(port: number, token: string, dir: string, pid: number | undefined): Promise<void> {
  const projects = (await api(port, token, 'GET', '/project?limit=1&select=name')).result as Array<{ _id: string }>;
  const project = projects[0]?._id as string;
  const pages = (n: number, word: string) =>
    Array.from({ length: n }, (_, p) => [
      `Sida ${p + 1}`,
      ...FILLER,
      p === n - 1 ? `Slutligen kontrolleras ${word} vid besiktningen.` : '',
    ]);
  const started = performance.now();
  // Words no earlier run left in the database (a run with --reuse measures the same data again).
  const run = Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'.charAt(Number(d)));
  const fresh = `kvastfenad${run}`;
  const large = `grävskopa${run}`;
  const file = await addPdfFile(port, token, dir, 'Fräsch beskrivning', project, makeTextPdf(pages(50, fresh)));
  const created = performance.now();
  // When the server had read its text, apart from when a search found it: the two waits are different work.
  let read: number | undefined;
  while ((await totalFor(port, token, fresh)) === 0) {
    if (performance.now() - started > 120_000) break;
    if (read === undefined && (await api(port, token, 'GET', `/constructionfile/${file._id}`)).textStatus === 'done')
      read = performance.now();
    await new Promise((res) => setTimeout(res, 100));
  }
  const seconds = (at: number | undefined) => (at === undefined ? '–' : ((at - started) / 1000).toFixed(1));
  console.log(
    `  a word on page 50 of a fresh 50-page PDF found ${seconds(performance.now())} s after the upload (target ≤ 10 s; ` +
      `uploaded and created ${seconds(created)} s, text read by ${seconds(read ?? performance.now())} s)`,
  );
  if (!pid) return;
  // The worst case: the PDF workers (text and thumbnail) stop after 30 s without work (workers/process-slot.ts),
  // so the growth measured includes starting them and loading pdf.js, as for the first PDF after a quiet spell.
  // They are child processes: the server's memory is counted with theirs.
  await new Promise((res) => setTimeout(res, WORKERS_IDLE_MS));
  const big = makeTextPdf(pages(500, large));
  const base = treeRssOf(pid);
  const { growth } = await withMemory(
    pid,
    async () => {
      await addPdfFile(port, token, dir, 'Stor beskrivning', project, big);
      const until = performance.now() + 300_000;
      while ((await totalFor(port, token, large)) === 0 && performance.now() < until)
        await new Promise((res) => setTimeout(res, 200));
    },
    true,
  );
  console.log(
    `  reading a 500-page PDF (${(big.length / 1e6).toFixed(1)} MB): server and workers ${Math.round(base / 1e6)} MB, growth from idle PDF workers ${Math.round(growth / 1e6)} MB (target < 150 MB)`,
  );
}
