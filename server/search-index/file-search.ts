/**
 * `search=` over construction files from the in-memory index (API.md §6 "Search"): the same rows, order and
 * totals as the database's search (run-list.ts), at a fraction of its cost over a million files. It answers the
 * searches the web app sends — words, the list's default order, equality filters — and says undefined for the
 * rest (codes such as `K-50`, other sorts, `$regex`, bookmarks), which the database answers as before.
 */
import { eq, sql } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '../../common/api/shared';
import { rowsOf, type Db } from '../db/client';
import { constructionFiles, projectTeam, type UserRow } from '../db/schema';
import { DEFAULT_SORT, parseSort } from '../queries/list-query/compile-sort';
import type { ListParams } from '../queries/list-query/list-params';
import { statedTotal, type ListResult } from '../queries/run-list';
import { wordsQuery } from '../queries/search/search-condition';
import { fileAudience, type FileAudience } from '../queries/visibility';
import type { DocAnswer, DocIndex } from './doc-index';
import { constraintBits, filterConstraints, type IndexedField } from './memory-filter';
import type { IndexSource, TableIndex } from './table-index';
import { fingerprint, prefixGroups, wordsOf } from './words';

const t = constructionFiles;

export const constructionFileSource: IndexSource = {
  table: 'construction_files',
  columns: sql.raw(
    `id::text as id, created_at::text as c, name as n, document_type, project_type, year::text as year, status,
     project_visibility, organization_id::text as organization, project_id::text as project`,
  ),
  attrNames: ['organization', 'project', 'projectVisibility', 'status', 'documentType', 'projectType', 'year'],
  toRow: (r) => {
    const documentType = String(r.document_type);
    return {
      id: r.id,
      // The search vector's words: the name's and the document type's (schema/files.ts).
      words: wordsOf(`${r.n} ${documentType}`),
      attrs: {
        organization: r.organization as string,
        project: r.project as string,
        projectVisibility: r.project_visibility as string,
        status: r.status as string,
        documentType,
        projectType: r.project_type as string,
        year: (r.year as string | null) ?? null,
      },
      fingerprint: fingerprint(`${r.c}\u0000${r.n}\u0000${documentType}`),
    };
  },
};

/**
 * The first window a search looks at, in 32-row words (65,536 of the newest rows); tests make it small. A window
 * without enough matches is followed by one as wide as its density of matches says is needed, or by every row.
 */
export const searchWindows = { first: 2048 };

const FIELDS: Record<string, IndexedField> = {
  documentType: { attr: 'documentType', type: 'text' },
  projectType: { attr: 'projectType', type: 'text' },
  status: { attr: 'status', type: 'text' },
  year: { attr: 'year', type: 'int' },
  project: { attr: 'project', type: 'id' },
  organization: { attr: 'organization', type: 'id' },
};

/** The words' prefixes as the database's words query makes them; remembered, being the same every time. */
const prefixMemo = new Map<string, string[][] | null>();

async function prefixesOf(db: Db, words: readonly string[]): Promise<string[][] | undefined> {
  const key = words.join(' ');
  let groups = prefixMemo.get(key);
  if (groups === undefined) {
    const [row] = rowsOf<{ q: string }>(await db.execute(sql`select ${wordsQuery(words)}::text as q`));
    groups = prefixGroups(row?.q ?? '') ?? null;
    if (prefixMemo.size >= 10_000) prefixMemo.clear();
    prefixMemo.set(key, groups);
  }
  return groups ?? undefined;
}

/**
 * Whether the order is the lists' default, newest first (`-createdAt -name`, then the id descending as
 * compileSort ends every order): the index's own order backwards. Any other order is the database's (an
 * ascending one still breaks ties by the id descending, which the index's order does not hold).
 */
function newestFirst(sort: string | undefined): boolean {
  const [first, second, ...rest] = parseSort(sort ?? DEFAULT_SORT);
  return (
    rest.length === 0 &&
    first?.field === 'createdAt' &&
    first.descending &&
    second?.field === 'name' &&
    second.descending
  );
}

/** The projects a member is on the team of (what fileScope asks of project_team). */
async function teamProjects(db: Db, audience: FileAudience): Promise<string[]> {
  if (audience.kind !== 'member') return [];
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select ${projectTeam.projectId}::text as id from ${projectTeam} where ${eq(projectTeam.userId, audience.userId)}`,
    ),
  );
  return rows.map((r) => r.id);
}

/**
 * fileScope (queries/visibility.ts) as bits over the index's rows, in scratch bitmaps 2–5; undefined when the
 * caller sees every row.
 */
function scopeBits(
  index: DocIndex,
  audience: FileAudience,
  teamIds: readonly string[],
  from: number,
): Uint32Array | undefined {
  if (audience.kind === 'everything') return undefined;
  const words32 = index.words32;
  const rows = (slot: number, attr: string, values: readonly string[]) => {
    const bits = index.scratch(slot, from);
    const codes = values.map((v) => index.codeOf(attr, v)).filter((c): c is number => c !== undefined);
    index.rowsWith(attr, codes, bits, from);
    return bits;
  };
  const seen = rows(2, 'projectVisibility', ['public']);
  const own = audience.kind === 'public' ? undefined : rows(4, 'organization', [audience.organizationId]);
  if (audience.kind === 'member' && own) {
    // Own projects open to the organization, like public ones: not their work in progress.
    const open = rows(3, 'projectVisibility', ['organization']);
    for (let w = from; w < words32; w++) seen[w] = (seen[w] as number) | ((open[w] as number) & (own[w] as number));
  }
  const wip = rows(3, 'status', ['wip']);
  for (let w = from; w < words32; w++) seen[w] = (seen[w] as number) & ~(wip[w] as number);
  if (!own) return seen;
  // An admin sees all of the own organization's files; a member, wip included, those of their team's projects.
  const mine = audience.kind === 'admin' ? own : rows(5, 'project', teamIds);
  if (mine !== own) for (let w = from; w < words32; w++) mine[w] = (mine[w] as number) & (own[w] as number);
  for (let w = from; w < words32; w++) seen[w] = (seen[w] as number) | (mine[w] as number);
  return seen;
}

/** The page's ids and the total, or undefined when the index cannot answer this list call. */
export async function searchConstructionFiles(
  db: Db,
  tableIndex: TableIndex,
  caller: UserRow,
  list: ListParams,
): Promise<(ListResult<string> & { ids: string[] }) | undefined> {
  const terms = list.search;
  if (!terms || terms.codes.length > 0 || terms.words.length === 0) return undefined;
  if (!newestFirst(list.sort)) return undefined;
  const constraints = filterConstraints(list.filter, FIELDS);
  if (!constraints || !(await tableIndex.current())) return undefined;
  const words = await prefixesOf(db, terms.words);
  if (!words) return undefined;
  // Files whose PDF holds every word match whatever their names say (search-condition.ts).
  const inside = rowsOf<{ id: string }>(
    await db.execute(sql`select ${t.id}::text as id from ${t} where ${t.contentVector} @@ ${wordsQuery(terms.words)}`),
  );
  const audience = fileAudience(caller);
  const teamIds = await teamProjects(db, audience);
  const index = await tableIndex.current();
  if (!index) return undefined;
  // From here on nothing is awaited: the index is read in one pass, with no write applied in between.
  // The newest rows first: a broad search finds its page and 10,001 matches among the newest 65,536 rows and
  // stops; a narrower one widens the window until it has them or has looked at every row.
  let answer: DocAnswer | undefined;
  const enough = Math.max(EXACT_TOTAL_LIMIT + 1, list.skip + list.limit);
  for (let width = searchWindows.first; ;) {
    const from = Math.max(0, index.words32 - width);
    const filter = constraintBits(constraints, index, 0, from);
    const scope = scopeBits(index, audience, teamIds, from);
    if (filter && scope)
      for (let w = from; w < index.words32; w++) filter[w] = (filter[w] as number) & (scope[w] as number);
    answer = index.search({
      words,
      alsoIds: inside.map((r) => r.id),
      constraint: filter ?? scope,
      fromWord: from,
      skip: list.skip,
      limit: list.limit,
      countCap: EXACT_TOTAL_LIMIT,
    });
    if (answer.complete) break;
    // At the density found, the window that holds enough matches, with a quarter to spare; past half of all
    // rows, all of them.
    const needed = answer.counted === 0 ? Infinity : Math.ceil(((width * enough) / answer.counted) * 1.25);
    width = needed * 2 > index.words32 ? Infinity : Math.max(needed, width * 2);
  }
  if (!answer) return undefined;
  return { ids: answer.ids, rows: answer.ids, ...statedTotal(answer.counted) };
}
