/**
 * `search=` over construction files from the in-memory index (API.md §6 "Search"): the same rows, order and
 * totals as the database's search (run-list.ts), at a fraction of its cost over a million files. It answers the
 * searches the web app sends — words, the list's default order, equality filters — and says undefined for the
 * rest (codes such as `K-50`, other sorts, `$regex`, bookmarks), which the database answers as before.
 */
import { eq, sql } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '../../common/api/shared';
import type { Caches } from '../cache/caches';
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

/** What a search reads besides the index: the database, and the caches of what it asks it. */
export interface SearchContext {
  db: Db;
  caches: Pick<Caches, 'teamProjects' | 'contentMatches'>;
}

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

function rememberPrefixes(key: string, query: string | undefined): string[][] | null {
  const groups = prefixGroups(query ?? '') ?? null;
  if (prefixMemo.size >= 10_000) prefixMemo.clear();
  prefixMemo.set(key, groups);
  return groups;
}

/**
 * The words' prefixes, and the files whose PDF holds every word: those match whatever their names say
 * (search-condition.ts). Both come from the database and are kept; when either is missing, one statement asks
 * for both, since every round trip a search waits for is a turn in the connection pool's queue under load.
 */
async function wordsLookup(
  { db, caches }: SearchContext,
  words: readonly string[],
): Promise<{ prefixes: string[][] | undefined; inside: string[] }> {
  const key = JSON.stringify(words);
  let prefixes = prefixMemo.get(key);
  const inside = await caches.contentMatches.through(key, async () => {
    const query = wordsQuery(words);
    const [row] = rowsOf<{ q: string; ids: string[] }>(
      await db.execute(
        sql`select ${query}::text as q,
              coalesce((select json_agg(${t.id}::text) from ${t} where ${t.contentVector} @@ ${query}), '[]'::json) as ids`,
      ),
    );
    prefixes ??= rememberPrefixes(key, row?.q);
    return row?.ids ?? [];
  });
  if (prefixes === undefined) {
    const [row] = rowsOf<{ q: string }>(await db.execute(sql`select ${wordsQuery(words)}::text as q`));
    prefixes = rememberPrefixes(key, row?.q);
  }
  return { prefixes: prefixes ?? undefined, inside };
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
async function teamProjects({ db, caches }: SearchContext, audience: FileAudience): Promise<string[]> {
  if (audience.kind !== 'member') return [];
  return caches.teamProjects.through(audience.userId, async () => {
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select ${projectTeam.projectId}::text as id from ${projectTeam} where ${eq(projectTeam.userId, audience.userId)}`,
      ),
    );
    return rows.map((r) => r.id);
  });
}

/**
 * fileScope (queries/visibility.ts) as bits over every row of the index, built in scratch bitmaps 2–5 and
 * copied out; undefined when the caller sees every row.
 */
function scopeBits(index: DocIndex, audience: FileAudience, teamIds: readonly string[]): Uint32Array | undefined {
  if (audience.kind === 'everything') return undefined;
  const words32 = index.words32;
  const rows = (slot: number, attr: string, values: readonly string[]) => {
    const bits = index.scratch(slot);
    const codes = values.map((v) => index.codeOf(attr, v)).filter((c): c is number => c !== undefined);
    index.rowsWith(attr, codes, bits);
    return bits;
  };
  const seen = rows(2, 'projectVisibility', ['public']);
  const own = audience.kind === 'public' ? undefined : rows(4, 'organization', [audience.organizationId]);
  if (audience.kind === 'member' && own) {
    // Own projects open to the organization, like public ones: not their work in progress.
    const open = rows(3, 'projectVisibility', ['organization']);
    for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) | ((open[w] as number) & (own[w] as number));
  }
  const wip = rows(3, 'status', ['wip']);
  for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) & ~(wip[w] as number);
  if (own) {
    // An admin sees all of the own organization's files; a member, wip included, those of their team's projects.
    const mine = audience.kind === 'admin' ? own : rows(5, 'project', teamIds);
    if (mine !== own) for (let w = 0; w < words32; w++) mine[w] = (mine[w] as number) & (own[w] as number);
    for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) | (mine[w] as number);
  }
  return seen.slice(0, words32);
}

/**
 * Each caller's visible set, kept while the index is unchanged: a person's searches, and everyone's who sees the
 * same (an organization's admins, the public), share it. Building one costs a pass over every row per column
 * asked, which a narrow search that reads every row would otherwise pay each time.
 */
const SCOPES_KEPT = 64;
const scopes = new WeakMap<DocIndex, { version: number; byAudience: Map<string, Uint32Array | undefined> }>();

function visibleRows(index: DocIndex, audience: FileAudience, teamIds: readonly string[]): Uint32Array | undefined {
  let kept = scopes.get(index);
  if (!kept || kept.version !== index.version) {
    kept = { version: index.version, byAudience: new Map() };
    scopes.set(index, kept);
  }
  // Members of one organization on the same teams see the same rows.
  const key = JSON.stringify([
    audience.kind,
    'organizationId' in audience ? audience.organizationId : null,
    audience.kind === 'member' ? [...teamIds].sort() : [],
  ]);
  if (kept.byAudience.has(key)) {
    const bits = kept.byAudience.get(key);
    // Most recently used last, so the oldest goes first when full.
    kept.byAudience.delete(key);
    kept.byAudience.set(key, bits);
    return bits;
  }
  const bits = scopeBits(index, audience, teamIds);
  if (kept.byAudience.size >= SCOPES_KEPT) kept.byAudience.delete(kept.byAudience.keys().next().value as string);
  kept.byAudience.set(key, bits);
  return bits;
}

/** The page's ids and the total, or undefined when the index cannot answer this list call. */
export async function searchConstructionFiles(
  context: SearchContext,
  tableIndex: TableIndex,
  caller: UserRow,
  list: ListParams,
): Promise<(ListResult<string> & { ids: string[] }) | undefined> {
  const terms = list.search;
  if (!terms || terms.codes.length > 0 || terms.words.length === 0) return undefined;
  if (!newestFirst(list.sort)) return undefined;
  const constraints = filterConstraints(list.filter, FIELDS);
  if (!constraints || !(await tableIndex.current())) return undefined;
  const { prefixes: words, inside } = await wordsLookup(context, terms.words);
  if (!words) return undefined;
  const audience = fileAudience(caller);
  const teamIds = await teamProjects(context, audience);
  const index = await tableIndex.current();
  if (!index) return undefined;
  // From here on nothing is awaited: the index is read in one pass, with no write applied in between.
  // The newest rows first: a broad search finds its page and 10,001 matches among the newest 65,536 rows and
  // stops; a narrower one goes on below, over as many rows as the density of matches found says it needs.
  const scope = visibleRows(index, audience, teamIds);
  const enough = Math.max(EXACT_TOTAL_LIMIT + 1, list.skip + list.limit);
  let answer: DocAnswer | undefined;
  for (let to = index.words32, width = searchWindows.first; ;) {
    const from = Math.max(0, to - width);
    const filter = constraintBits(constraints, index, 0, from, to);
    answer = index.search({
      words,
      alsoIds: inside,
      constraints: [filter, scope].filter((c): c is Uint32Array => c !== undefined),
      fromWord: from,
      toWord: to,
      carry: answer,
      skip: list.skip,
      limit: list.limit,
      countCap: EXACT_TOTAL_LIMIT,
    });
    if (answer.complete) break;
    // At the density found so far, the rows that hold enough matches, with a quarter to spare; past half of all
    // rows, all of them.
    const looked = index.words32 - from;
    const needed = answer.counted === 0 ? Infinity : Math.ceil(((looked * enough) / answer.counted) * 1.25);
    width = needed * 2 > index.words32 ? Infinity : Math.max(needed, looked * 2) - looked;
    to = from;
  }
  if (!answer) return undefined;
  return { ids: answer.ids, rows: answer.ids, ...statedTotal(answer.counted) };
}
