/**
 * What file-search.test.ts searches: construction files drawn at random over the projects (names, document types,
 * years, statuses, PDF codes, many sharing a time as an import's do), and the searches, filters and orders asked.
 */
import { sql } from 'drizzle-orm';
import { random } from '../../scripts/bench/search-data';
import { CHANGE_CHANNEL } from '../db/client';
import { constructionFiles, type ProjectRow } from '../db/schema';
import type { TestApp } from '../test/test-app';

const NAMES = [
  'Ritningar plan 1',
  'Kontrollplan förskolan Ängsbacken',
  'Planritning entréplan',
  'Protokoll byggmöte',
  'Café Solrosen menyförslag',
  'El och VVS samordning',
  'Elschema huvudcentral',
  'Tidplan etapp 2',
  'Brandskyddsbeskrivning',
  'Bygglov kyrkan',
  'Ventilationsritning',
  'Skolans fasad mot norr',
  'Åkerby förteckning',
  'Möte om bygget',
  'ÄTA-lista vecka 12',
  'Relationshandling el',
  'Fönster och dörrar',
  'Besiktningsprotokoll slutbesiktning',
];
const TYPES = ['Protokoll', 'Bygghandling', 'Kontrollplan', 'Relationshandling', 'Teknisk beskrivning'];
export const SEARCHES = [
  'plan',
  'PLAN',
  'Ritn',
  'ritningar',
  'förskolan',
  'förskola',
  'kyrka',
  'el',
  'och',
  'och plan',
  'café',
  'cafe',
  'äta',
  'bygg',
  'möte',
  'skola',
  'lan',
  'e',
  'vent protokoll',
  'kontroll plan',
  'samordning',
  'zzz',
  // Codes: anywhere inside the name or the document type.
  '12',
  '2',
  'plan 1',
  'vecka 12',
  'äta 12',
  '1 plan protokoll',
  'ta-l',
  // Codes only some PDFs hold (content_codes), alone and with words.
  'a101',
  'b12',
  'x7 plan',
  'k-10-1002',
  '1002',
];
/** The codes of a few files' PDFs, as the text extraction writes them (byggarkiv_text_codes). */
const PDF_CODES = ['a101 k-10-1002 12', 'rum-1.204 b12', '2021 x7', 'b120'];
export const FILTERS: unknown[] = [
  undefined,
  { documentType: 'Protokoll' },
  { year: 2021 },
  { status: 'wip' },
  { status: { $in: ['wip', 'shared'] } },
  { $and: [{ projectType: 'Nybyggnad' }, { year: { $in: [2020, 2022, null] } }] },
  // The list language's literal `$regex` (filter-bits.ts), with a search too.
  { $or: [{ name: { $regex: 'plan', $options: 'i' } }, { documentType: { $regex: 'PROT', $options: 'i' } }] },
  { $and: [{ name: { $regex: 'Ä', $options: 'i' } }, { status: { $in: ['wip', 'published'] } }] },
];
export const SORTS = [undefined, '-createdAt -name', 'createdAt,name'];

const sameOutside = <S extends string>(status: S) => ({ status, outsideStatus: status });

export async function addSomeFiles(
  db: TestApp['database']['db'],
  projects: readonly ProjectRow[],
  count: number,
  seed: number,
  prefix: string,
) {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const batch = new Date(Date.UTC(2026, 2, 1 + (seed % 1000)));
  await db.insert(constructionFiles).values(
    Array.from({ length: count }, () => {
      const project = pick(projects);
      return {
        projectId: project.id,
        organizationId: project.organizationId,
        projectVisibility: project.visibility,
        projectType: project.type,
        name: `${prefix}${pick(NAMES)}${r() < 0.3 ? ` ${pick(NAMES).toLowerCase()}` : ''}`,
        documentType: pick(TYPES),
        year: r() < 0.2 ? null : 2019 + Math.floor(r() * 5),
        // No revisions here: outsiders see the file's own status (commands/published-revision.ts).
        ...sameOutside(pick(['published', 'published', 'wip', 'shared'] as const)),
        contentCodes: r() < 0.15 ? pick(PDF_CODES) : null,
        // Many rows share a time, as an import's do: the name then decides the order.
        createdAt: r() < 0.5 ? batch : new Date(batch.getTime() + Math.floor(r() * 1e9)),
      };
    }),
  );
  // Rows come here with their PDF's codes, which in the app only a text reading or a revision writes: the instances
  // hear of it as they would of those (cache/caches.ts follows their tables for which PDFs hold a word or code).
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'upload_text_pages')`);
}
