/**
 * What every in-memory search shares (file-search.ts, project-search.ts): which list calls an index answers, the
 * searched words' prefixes as the database makes them, each caller's visible rows kept while the index is
 * unchanged, and the walk from the newest rows down until the page and the capped total are found.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '../../common/api/shared';
import { rowsOf, type Db } from '../db/client';
import { DEFAULT_SORT, parseSort } from '../queries/list-query/compile-sort';
import type { ListParams } from '../queries/list-query/list-params';
import { statedTotal, type ListResult } from '../queries/run-list';
import { tsqueryText } from '../queries/search/parse-search';
import { textArray } from '../queries/search/search-condition';
import type { DocAnswer, DocIndex } from './doc-index';
import { planFilter, type FilterPlan } from './filter-bits';
import { constraintBits, filterConstraints, type IndexedField, type ValueConstraint } from './memory-filter';
import type { TableIndex } from './table-index';
import { codeGroup, prefixGroups } from './words';

/**
 * The first window a search looks at, in 32-row words (65,536 of the newest rows); tests make it small. A window
 * without enough matches is followed by one as wide as its density of matches says is needed, or by every row.
 */
export const searchWindows = { first: 2048 };

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

/**
 * A searched word as the database's words query treats it (`byggarkiv_words_query`, migration 0022): each word on
 * its own becomes a group of prefixes, any of which will do, and the words are ANDed — except stop words, which
 * are left out unless every word is one (then each is its plain prefix). So a list of words is known from its
 * words, each asked of the database once: a search bench's 1,155 word lists hold 70 distinct words.
 */
interface WordShape {
  /** Not a Swedish stop word. */
  lexeme: boolean;
  /** The word's own query read back (`'skol':* | 'skola':*`); null for a shape the index does not answer. */
  prefixes: string[] | null;
}

const shapes = new Map<string, WordShape>();
const SHAPES_KEPT = 50_000;

/**
 * One row per word: `w`, its own query as text `q` and `lexeme`, plus `more` columns, which may use the word's
 * tsquery as `wq` (the words query of that word alone).
 */
export function perWordRows(words: readonly string[], more?: SQL): SQL {
  return sql`select x.w, wq::text as q, length(to_tsvector('swedish', x.w)) > 0 as lexeme${more ? sql`, ${more}` : sql``}
    from unnest(${textArray(words.map((w) => tsqueryText([w])))}, ${textArray(words)}) as x(t, w),
      lateral byggarkiv_words_query(array[x.t], array[x.w]) as wq`;
}

/** Remembers what the database said of a word (a row of perWordRows). */
export function learnWord(row: { w: string; q: string | null; lexeme: boolean }): void {
  const groups = prefixGroups(row.q ?? '');
  if (shapes.size >= SHAPES_KEPT) shapes.clear();
  shapes.set(row.w, { lexeme: row.lexeme, prefixes: groups?.length === 1 ? (groups[0] as string[]) : null });
}

export const isKnownWord = (word: string) => shapes.has(word);

/**
 * The prefix groups of a list of known words, and the words whose groups they are (stop words left out unless
 * all are); undefined when a word is not known, null groups when the index cannot answer them.
 */
export function groupsOf(words: readonly string[]): { groups: string[][] | null; used: string[] } | undefined {
  const known = words.map((w) => shapes.get(w));
  if (known.some((shape) => shape === undefined)) return undefined;
  const used = words.filter((_, i) => known[i]?.lexeme);
  const kept = used.length > 0 ? used : [...words];
  const groups = kept.map((w) => shapes.get(w)?.prefixes ?? null);
  return { groups: groups.every((g) => g !== null) ? (groups as string[][]) : null, used: kept };
}

/** The words' prefixes, unknown words asked of the database; undefined when the index cannot answer them. */
export async function wordPrefixes(db: Db, words: readonly string[]): Promise<string[][] | undefined> {
  const unknown = words.filter((w) => !isKnownWord(w));
  if (unknown.length > 0)
    for (const row of rowsOf<{ w: string; q: string | null; lexeme: boolean }>(await db.execute(perWordRows(unknown))))
      learnWord(row);
  return groupsOf(words)?.groups ?? undefined;
}

/**
 * Each caller's visible set, kept while the index is unchanged: a person's searches, and everyone's who sees the
 * same (an organization's admins, the public), share it. Building one costs a pass over every row per column
 * asked, which a narrow search that reads every row would otherwise pay each time.
 */
const SCOPES_KEPT = 64;
const scopes = new WeakMap<DocIndex, { version: number; byAudience: Map<string, Uint32Array | undefined> }>();

/** The rows `audience` sees, built by `build` (undefined: every row) unless kept. */
export function keptScope(
  index: DocIndex,
  audience: string,
  build: () => Uint32Array | undefined,
): Uint32Array | undefined {
  let kept = scopes.get(index);
  if (!kept || kept.version !== index.version) {
    kept = { version: index.version, byAudience: new Map() };
    scopes.set(index, kept);
  }
  if (kept.byAudience.has(audience)) {
    const bits = kept.byAudience.get(audience);
    // Most recently used last, so the oldest goes first when full.
    kept.byAudience.delete(audience);
    kept.byAudience.set(audience, bits);
    return bits;
  }
  const bits = build();
  if (kept.byAudience.size >= SCOPES_KEPT) kept.byAudience.delete(kept.byAudience.keys().next().value as string);
  kept.byAudience.set(audience, bits);
  return bits;
}

/** Sets the bits of the rows whose `attr` is one of `values`, in scratch bitmap `slot`. */
export function rowsWithValues(index: DocIndex, slot: number, attr: string, values: readonly string[]): Uint32Array {
  const bits = index.scratch(slot);
  const codes = values.map((v) => index.codeOf(attr, v)).filter((c): c is number => c !== undefined);
  index.rowsWith(attr, codes, bits);
  return bits;
}

/** The searched codes as the index's groups; undefined when it cannot answer one (see `codeGroup`). */
function codeGroups(codes: readonly string[]): string[][] | undefined {
  const groups = codes.map(codeGroup);
  return groups.every((g): g is string[] => g !== undefined) ? groups : undefined;
}

/**
 * The list call as the index takes it — its words, codes and filter — or undefined when the index cannot answer
 * it (another order, a code with punctuation, a filter beyond `fields`) or has not loaded yet. A list without
 * `search=` is the index's only when its filter is one the database answers slowly (a `$regex`, filter-bits.ts);
 * otherwise the database's indexes answer it at once.
 */
export async function indexedList(
  tableIndex: TableIndex,
  list: ListParams,
  fields: Readonly<Record<string, IndexedField>>,
): Promise<{ words: string[]; codes: string[][]; constraints: ValueConstraint[]; rows?: FilterPlan } | undefined> {
  const terms = list.search;
  const codes = terms ? codeGroups(terms.codes) : [];
  if (!codes || !newestFirst(list.sort)) return undefined;
  const constraints = terms ? filterConstraints(list.filter, fields) : undefined;
  const rows = constraints ? undefined : planFilter(list.filter, fields);
  if (!constraints && (!rows || (!terms && !mentionsRegex(list.filter)))) return undefined;
  if (!(await tableIndex.current())) return undefined;
  return { words: terms?.words ?? [], codes, constraints: constraints ?? [], ...(rows ? { rows } : {}) };
}

/** Whether a filter holds a `$regex` anywhere. */
function mentionsRegex(filter: unknown): boolean {
  if (Array.isArray(filter)) return filter.some(mentionsRegex);
  if (typeof filter !== 'object' || filter === null) return false;
  return Object.entries(filter).some(([key, value]) => key === '$regex' || mentionsRegex(value));
}

export interface IndexedSearch {
  /** Per searched word, its prefixes. */
  words: readonly (readonly string[])[];
  /** Per searched code, its group. */
  codes?: readonly (readonly string[])[];
  /** Rows that match whatever their words (a file whose PDF holds every word). */
  alsoIds?: readonly string[];
  /** The filter's constraints on the index's columns. */
  constraints: readonly ValueConstraint[];
  /** The rows the caller sees; undefined: every row. */
  scope: Uint32Array | undefined;
  /** The rows a filter beyond `constraints` keeps (filter-bits.ts); undefined: every row. */
  rows?: FilterPlan;
  /** Per searched code some PDFs hold, the rows holding it in their own tokens or their PDF (file-search.ts). */
  codeRows?: readonly Uint32Array[];
}

/**
 * The page's ids and the capped total, newest first. Nothing is awaited: the index is read in one pass, with no
 * write applied in between. A broad search finds its page and 10,001 matches among the newest 65,536 rows and
 * stops; a narrower one goes on below, over as many rows as the density of matches found says it needs.
 */
export function searchNewestFirst(
  index: DocIndex,
  search: IndexedSearch,
  list: Pick<ListParams, 'skip' | 'limit'>,
): ListResult<string> & { ids: string[] } {
  const enough = Math.max(EXACT_TOTAL_LIMIT + 1, list.skip + list.limit);
  const kept = search.rows?.(index);
  const rows = kept === 'every' ? undefined : kept;
  let answer: DocAnswer | undefined;
  for (let to = index.words32, width = searchWindows.first; ;) {
    const from = Math.max(0, to - width);
    const filter = constraintBits(search.constraints, index, 0, from, to);
    answer = index.search({
      words: search.words,
      codes: search.codes,
      alsoIds: search.alsoIds,
      constraints: [filter, search.scope, rows, ...(search.codeRows ?? [])].filter(
        (c): c is Uint32Array => c !== undefined,
      ),
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
  return { ids: answer.ids, rows: answer.ids, ...statedTotal(answer.counted) };
}
