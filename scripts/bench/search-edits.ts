/**
 * The search bench's part for issue #35: searches while people work. The construction-file searches of the web app
 * (`search=` as the member) quiet, then while one file is renamed every second and ten PDFs are uploaded a
 * minute, then quiet again; the `$regex` list filters an API client following docs/api.md sends (name or document type, case-folded);
 * `distinct` under rotating filters with 50 connections. Beside each: the full loads of the search index (from
 * `GET metrics`), which a rename must never cause.
 */
import { makeTextPdf } from '../../server/test/pdf-fixture';
import { fmt, measureThroughput } from './harness';
import { COMMON_TERMS, DOCUMENT_TYPES, PROJECT_TYPES, random, SECOND_TERMS } from './search-data';
import { addPdfFile } from './search-pdfs';
import { requests } from './search-requests';
import { call, SUPERADMIN } from './seed-api';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

type Load = Awaited<ReturnType<typeof measureThroughput>>;
const line = (load: Load) =>
  `${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, ${load.errors} errors`;

/** The search index's full loads so far, by cause, from `GET metrics`. */
async function loads(port: number, token: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/metrics`, { headers: { authorization: `Token ${token}` } });
  const text = await res.text();
  const found = [...text.matchAll(/^search_index_loads\{table="([^"]+)",cause="([^"]+)"\} (\d+)/gm)];
  return found.map(([, table, cause, n]) => `${table} ${cause} ${n}`).join(', ') || 'none';
}

/** Renames a file every second and uploads a PDF every six seconds until `stop` resolves; answers what it did. */
async function edit(port: number, admin: string, dir: string, stop: Promise<void>) {
  const files = (await call(port, 'GET', '/constructionfile?limit=200&select=name', admin)).result as Array<{
    _id: string;
    name: string;
    project: string | { _id: string };
  }>;
  const project = (await call(port, 'GET', '/project?limit=1&select=name', admin)).result as Array<{ _id: string }>;
  let done = false;
  void stop.then(() => (done = true));
  const renames: number[] = [];
  let uploads = 0;
  let failures = 0;
  const renaming = (async () => {
    for (let i = 0; !done; i++) {
      const file = files[i % files.length];
      if (!file) break;
      const started = performance.now();
      await call(port, 'PATCH', `/constructionfile/${file._id}`, admin, { name: `${file.name} rev ${i}` }).catch(
        () => (failures += 1),
      );
      renames.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const uploading = (async () => {
    for (let i = 0; !done; i++) {
      const target = project[0]?._id;
      if (!target) break;
      await addPdfFile(
        port,
        admin,
        dir,
        `Arbetsberedning under mätning ${i}`,
        target,
        makeTextPdf([['Arbetsberedning', 'Gjutning av bjälklag plan 3']]),
      )
        .then(() => (uploads += 1))
        .catch(() => (failures += 1));
      await new Promise((r) => setTimeout(r, 6000));
    }
  })();
  await Promise.all([renaming, uploading]);
  renames.sort((a, b) => a - b);
  return { renames, uploads, failures };
}

/**
 * `$regex` filters on name or document type, as docs/api.md's list language lets a client write them: each common
 * word alone, under each document type, and narrowed by a second word in the name (a place, `rev`, a year) — 58
 * distinct literals, most of them new to the index when the phase starts.
 */
export function regexRequests(): string[] {
  const r = random(35);
  const out: string[] = [];
  const path = (query: object, skip: number) =>
    `/api/v1/constructionfile?${new URLSearchParams({
      query: JSON.stringify(query),
      sort: '-createdAt -name',
      skip: String(skip),
      limit: '50',
      populate: 'project,organization',
    }).toString()}`;
  for (const word of COMMON_TERMS) {
    const either = {
      $or: [{ name: { $regex: word, $options: 'i' } }, { documentType: { $regex: word, $options: 'i' } }],
    };
    for (const skip of [0, 50]) {
      for (const type of [undefined, ...DOCUMENT_TYPES])
        out.push(path(type ? { $and: [either, { documentType: type }] } : either, skip));
      for (const second of SECOND_TERMS.filter(Boolean))
        out.push(path({ $and: [either, { name: { $regex: second, $options: 'i' } }] }, skip));
    }
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/**
 * `distinct=` as the filter dropdowns ask for it, each under another filter: of construction files under a year, a
 * document type or a project type, or a `$regex` on the name (a common word, alone or with a document type); of
 * drawings, their type under a `$regex` on the name, as an outside measurement sent it. 1,872 requests, shuffled,
 * none sent twice. Its first version had 194, all answered within 0.2 s: its p95 (110–230 ms) was that of 50
 * connections opened at once, not of distinct under load (one at a time p95 1 ms, 50 connections in a loop p95 43).
 */
export function distinctRequests(): string[] {
  const r = random(36);
  const out: string[] = [];
  const path = (kind: string, distinct: string, filter: object) =>
    `/api/v1/${kind}?${new URLSearchParams({ distinct, query: JSON.stringify(filter) }).toString()}`;
  const name = (word: string) => ({ name: { $regex: word, $options: 'i' } });
  for (const year of [undefined, ...Array.from({ length: 11 }, (_, i) => 2015 + i)]) {
    for (const type of [undefined, ...DOCUMENT_TYPES])
      for (const field of ['documentType', 'projectType', 'year'] as const)
        out.push(
          path('constructionfile', field, {
            ...(year && field !== 'year' ? { year } : {}),
            ...(type && field !== 'documentType' ? { documentType: type } : {}),
          }),
        );
    for (const projectType of PROJECT_TYPES)
      for (const field of ['documentType', 'year'] as const)
        out.push(path('constructionfile', field, { ...(year && field !== 'year' ? { year } : {}), projectType }));
  }
  for (const word of COMMON_TERMS) {
    for (const field of ['documentType', 'projectType', 'year'] as const)
      out.push(path('constructionfile', field, name(word)));
    for (const type of DOCUMENT_TYPES)
      for (const field of ['projectType', 'year'] as const)
        out.push(path('constructionfile', field, { $and: [name(word), { documentType: type }] }));
    for (const second of SECOND_TERMS.filter(Boolean))
      out.push(path('drawingfile', 'drawingType', { $and: [name(word), name(second)] }));
    out.push(path('drawingfile', 'drawingType', name(word)));
  }
  const unique = [...new Set(out)];
  for (let i = unique.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [unique[i], unique[j]] = [unique[j] as string, unique[i] as string];
  }
  return unique;
}

/** Quiet, then with edits; `$regex` filters; distinct: each with 50 connections, as the member. */
export async function searchInOperation(port: number, people: { admin: string; member: string }, dir: string) {
  const base = `http://127.0.0.1:${port}`;
  const superadmin = (await call(port, 'POST', '/auth/login', undefined, SUPERADMIN)).api_token as string;
  const headers = { authorization: `Token ${people.member}` };
  const run = async (list: string[]) => {
    let n = 0;
    return measureThroughput(base, headers, 50, SECONDS, () => list[n++ % list.length] as string, list.length);
  };
  console.log(
    `  search in operation (${SECONDS} s each, 50 connections, member); index loads so far: ${await loads(port, superadmin)}`,
  );
  const quiet = await run(requests('constructionfile', 10));
  console.log(`    construction files, quiet:      ${line(quiet)}`);
  let stopEdits = () => {};
  const stop = new Promise<void>((resolve) => (stopEdits = resolve));
  const edits = edit(port, people.admin, dir, stop);
  const busy = await run(requests('constructionfile', 20));
  stopEdits();
  const { renames, uploads, failures } = await edits;
  // Quiet again after the edits: two quiet phases in a row differ by up to ±8 % on one machine, so the edits are
  // compared with the quiet phase before them (as since the phase was added) and with both quiet phases' mean.
  const after = await run(requests('constructionfile', 30));
  const percent = (rps: number) => Math.round((busy.rps / rps) * 100);
  console.log(
    `    construction files, with edits: ${line(busy)} — ${percent(quiet.rps)} % of quiet (target ≥ 90 %, p95 ≤ 250 ms)`,
  );
  console.log(
    `      meanwhile ${renames.length} renames (p50 ${fmt(renames[Math.floor(renames.length / 2)] ?? 0)}, max ${fmt(renames.at(-1) ?? 0)}), ${uploads} PDFs uploaded, ${failures} failed writes; index loads now: ${await loads(port, superadmin)}`,
  );
  console.log(
    `    construction files, quiet again: ${line(after)}; the edits ${percent((quiet.rps + after.rps) / 2)} % of both quiet phases' mean`,
  );
  const regex = await run(regexRequests());
  console.log(`    $regex on name or document type: ${line(regex)} (target ≥ 200 req/s, p95 ≤ 300 ms)`);
  const distinct = await run(distinctRequests());
  console.log(`    distinct under rotating filters: ${line(distinct)} (target p95 ≤ 100 ms)`);
}

/**
 * Where the server's memory is, from `GET metrics`: resident set, V8's heap (used of allocated), memory outside
 * it (array buffers: most of the search index), and each index's own count of its bytes.
 */
export async function memoryBreakdown(port: number): Promise<string> {
  const token = (await call(port, 'POST', '/auth/login', undefined, SUPERADMIN)).api_token as string;
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/metrics`, { headers: { authorization: `Token ${token}` } });
  const text = await res.text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)`, 'm').exec(text)?.[1] ?? NaN);
  const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
  const indexes = [...text.matchAll(/^search_index_bytes\{table="([^"]+)"\} ([0-9.e+]+)/gm)]
    .map(([, table, bytes]) => `${table} ${mb(Number(bytes))}`)
    .join(', ');
  // V8's heap by space: what it holds beyond what it uses (a grown young generation, old pages half empty).
  const spaces = [...text.matchAll(/^nodejs_heap_space_size_total_bytes\{space="([^"]+)"\} ([0-9.e+]+)/gm)]
    .map(([, space, total]) => {
      const used = Number(
        new RegExp(`^nodejs_heap_space_size_used_bytes\\{space="${space}"\\} ([0-9.e+]+)`, 'm').exec(text)?.[1] ?? NaN,
      );
      return `${space} ${Math.round(used / 1e6)}/${Math.round(Number(total) / 1e6)}`;
    })
    .filter((line) => !line.endsWith(' 0/0'))
    .join(', ');
  return (
    `RSS ${mb(value('process_resident_memory_bytes'))}: V8 heap ${mb(value('nodejs_heap_size_used_bytes'))} used of ` +
    `${mb(value('nodejs_heap_size_total_bytes'))}, outside it ${mb(value('nodejs_external_memory_bytes'))}; ` +
    `the indexes count ${indexes}; V8's spaces used/held, MB: ${spaces}`
  );
}
