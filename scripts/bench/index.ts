/**
 * `npm run bench -- <name>`: performance benchmarks against PostgreSQL (DATABASE_URL or BENCH_DATABASE_URL).
 * Each benchmark seeds its own data, measures, and prints its figures beside the target of its issue.
 */
import { benchAssets } from '../route-weight';
import { benchCorpus } from './corpus';
import { benchFiles } from './files';
import { benchHostile } from './hostile';
import { benchImport } from './import';
import { benchIndexMemory } from './index-memory';
import { benchMarkups } from './markups';
import { benchProjects } from './projects';
import { benchReads } from './reads';
import { benchSearch } from './search';
import { benchThumbnails } from './thumbnails';
import { benchZip } from './zip';

const benchmarks: Record<string, () => Promise<void>> = {
  projects: benchProjects,
  files: benchFiles,
  import: benchImport,
  search: benchSearch,
  reads: benchReads,
  zip: benchZip,
  thumbnails: benchThumbnails,
  assets: benchAssets,
  corpus: benchCorpus,
  hostile: benchHostile,
  markups: benchMarkups,
  'index-memory': benchIndexMemory,
};

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  if (names.length === 0 || names.some((n) => !benchmarks[n])) {
    const known = Object.keys(benchmarks);
    console.log(
      known.length
        ? `Benchmarks: ${known.join(', ')}`
        : 'No benchmarks yet: projects, files and import arrive with their issues.',
    );
    return;
  }
  for (const name of names) await benchmarks[name]?.();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
