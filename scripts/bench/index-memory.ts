/**
 * `npm run bench -- index-memory`: what the construction files' search index costs per row, part by part, for
 * BENCH_INDEX_ROWS files (default 1,000,000; one project per ten files, as in the search bench). The rows are the
 * search bench's (search-data.ts) put through the index's own row mapping and load (`toRow`, `append`, `trim`)
 * in this process, without a database: how the index grows with the table, where ten million rows cannot be
 * imported on a laptop in a session. What a server holds beside it is the search bench's to show.
 */
import { randomUUID } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import { DocIndex } from '../../server/search-index/doc-index';
import { constructionFileSource } from '../../server/search-index/file-sources';
import type { Raw } from '../../server/search-index/table-index-state';
import { filesCsv, projectName } from './search-data';

const CHUNK = 10_000;

/** The parts a DocIndex holds, by the names its own `bytes()` adds up (protected: read here only to measure). */
function parts(index: DocIndex): Record<string, number> {
  const x = index as unknown as {
    numbers: { bytes(): number };
    terms: { bytes(): number };
    rowTerms: Uint32Array | Uint16Array;
    rowStart: Uint32Array;
    fingerprints: Uint32Array;
    texts: { texts: { bytes(): number } };
    columns: Map<string, { bytes(): number }>;
  };
  const out: Record<string, number> = {
    'ids (UUIDs and their hash table)': x.numbers.bytes(),
    "words' postings": x.terms.bytes(),
    "each row's words": x.rowTerms.byteLength + x.rowStart.byteLength,
    fingerprints: x.fingerprints.byteLength,
    'names for `$regex` (bytes and tokens)': x.texts.texts.bytes(),
  };
  for (const [name, column] of x.columns) out[`column ${name}`] = column.bytes();
  return out;
}

export async function benchIndexMemory(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const rows = Number(process.env.BENCH_INDEX_ROWS ?? 1_000_000);
  const projects = Math.max(1, Math.round(rows / 10));
  const projectIds = Array.from({ length: projects }, () => randomUUID());
  const projectOf = new Map(Array.from({ length: projects }, (_, i) => [projectName(i), i]));
  const organizations = Array.from({ length: 5 }, () => randomUUID());
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const index = new DocIndex(constructionFileSource.attrNames);
  for (let from = 0; from < rows; from += CHUNK) {
    const lines = filesCsv(from, Math.min(rows, from + CHUNK), projects)
      .trim()
      .split('\n')
      .slice(1);
    lines.forEach((line, i) => {
      // name,year,documentType,project: the generator quotes no cell of these.
      const [name, year, documentType, project] = line.split(',') as [string, string, string, string];
      const p = projectOf.get(project) ?? 0;
      const raw: Raw = {
        id: randomUUID(),
        c: String(from + i),
        n: name,
        document_type: documentType,
        project_type: 'Nybyggnad',
        year,
        status: 'published',
        outside_status: 'published',
        project_visibility: 'organization',
        organization: organizations[p % organizations.length],
        project: projectIds[p],
      };
      index.append(constructionFileSource.toRow(raw), () => true);
    });
  }
  index.trim();
  const seconds = (performance.now() - started) / 1000;
  gc();
  const after = process.memoryUsage();
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
  console.log(`Search index of ${rows} construction files (${projects} projects), loaded in ${seconds.toFixed(0)} s:`);
  let total = 0;
  for (const [part, bytes] of Object.entries(parts(index))) {
    total += bytes;
    console.log(`  ${part}: ${mb(bytes)}, ${(bytes / rows).toFixed(1)} bytes a row`);
  }
  console.log(
    `  in all ${mb(total)} as allocated, ${(total / rows).toFixed(0)} bytes a row; array buffers held after a ` +
      `collection ${mb(after.arrayBuffers - before.arrayBuffers)} (arrays grow by doubling, and room not yet ` +
      `written is not resident)`,
  );
}
