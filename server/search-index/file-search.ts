/**
 * `search=` over construction files and drawings from the in-memory index (docs/api.md §6 "Search"): the same rows, order and
 * totals as the database's search (run-list.ts), at a fraction of its cost over a million files. It answers the
 * searches the web app sends — words, codes of letters and digits (in the name, the type or the PDF), the list's
 * default order, equality filters — and says undefined for the rest (codes such as `K-50`, other sorts, some
 * `$regex`, bookmarks), which the database answers as before.
 */
import { eq, sql } from 'drizzle-orm';
import type { Caches } from '../cache/caches';
import { rowsOf, type Db } from '../db/client';
import { projectTeam, type UserRow } from '../db/schema';
import type { ListParams } from '../queries/list-query/list-params';
import type { ListResult } from '../queries/run-list';
import { likePattern } from '../queries/like-pattern';
import { wordsQuery } from '../queries/search/search-condition';
import { fileAudience, type FileAudience } from '../policies/scopes';
import type { DocIndex } from './doc-index';
import {
  indexedList,
  groupsOf,
  isKnownWord,
  keptScope,
  learnWord,
  perWordRows,
  rowsWithValues,
  searchNewestFirst,
} from './index-search';
import { constructionFileIndex, type FileIndexSpec } from './file-sources';
import { insideAsSeen, mentionsSeenFields, olderRowsFor } from './older-revisions';
import { getTableName } from 'drizzle-orm';
import type { TableIndex } from './table-index';

/** What a search reads besides the index: the database, and the caches of what it asks it. */
export interface SearchContext {
  db: Db;
  caches: Pick<Caches, 'teamProjects' | 'contentMatches' | 'contentWords' | 'olderRevisions'>;
}

/** A word whose PDF matches are more files than this is not kept on its own (its word lists still are). */
const CONTENT_KEPT = 20_000;
/**
 * More files than this whose PDF holds a list of words: the index does not take them in (their ids would be
 * megabytes per search) and the database answers that search.
 */
const CONTENT_MATCHES_MAX = 100_000;

/**
 * The words' prefixes, and the files whose PDF holds every word: those match whatever their names say
 * (search-condition.ts). Both are kept per word (`groupsOf`, `caches.contentWords`): the words query ANDs its
 * words, so the files whose PDF holds a list of words are those that hold each. Words not known yet are asked of
 * the database in one statement; a list of known words costs no round trip (every round trip a search waits for
 * is a turn in the connection pool's queue under load). A word held by very many PDFs is asked as part of its list.
 */
async function wordsLookup(
  { db, caches }: SearchContext,
  { table: t }: FileIndexSpec,
  words: readonly string[],
): Promise<{ prefixes: string[][] | undefined; inside: string[] | undefined }> {
  const key = (w: string) => `${getTableName(t)}:${w}`;
  const unknown = words.filter((w) => !isKnownWord(w) || caches.contentWords.get(key(w)) === undefined);
  if (unknown.length > 0) {
    const stamp = caches.contentWords.stamp();
    const rows = rowsOf<{ w: string; q: string | null; lexeme: boolean; ids: string[] | null }>(
      await db.execute(
        perWordRows(
          unknown,
          sql`(select json_agg(m.id) from (select ${t.id}::text as id from ${t}
                where ${t.contentVector} @@ wq limit ${CONTENT_KEPT + 1}) m) as ids`,
        ),
      ),
    );
    for (const row of rows) {
      learnWord(row);
      caches.contentWords.set(key(row.w), row.ids ?? [], stamp);
    }
  }
  const shape = groupsOf(words);
  if (!shape?.groups) return { prefixes: undefined, inside: [] };
  const inside = await caches.contentMatches.through(JSON.stringify([getTableName(t), words]), async () => {
    const each = shape.used.map((w) => caches.contentWords.get(key(w)));
    if (each.every((ids): ids is string[] => ids !== undefined && ids.length <= CONTENT_KEPT)) return allOf(each);
    // A word's matches were too many to keep, or a write came in between: the list is asked as it stands, up to
    // its bound (an empty marker past it, which the cache keeps as cheaply as any short list).
    const [row] = rowsOf<{ ids: string[] | null }>(
      await db.execute(
        sql`select (select json_agg(m.id) from (select ${t.id}::text as id from ${t}
              where ${t.contentVector} @@ ${wordsQuery(words)} limit ${CONTENT_MATCHES_MAX + 1}) m) as ids`,
      ),
    );
    const ids = row?.ids ?? [];
    return ids.length > CONTENT_MATCHES_MAX ? [TOO_MANY] : ids;
  });
  return { prefixes: shape.groups, inside: inside[0] === TOO_MANY ? undefined : inside };
}

/**
 * Per searched code, the files whose PDF holds it (`content_codes`, migration 0035: its trigram index), kept like a
 * word's PDF matches; undefined when a code is in more PDFs than the index takes in (the database answers).
 */
async function pdfCodes(
  { db, caches }: SearchContext,
  { table: t }: FileIndexSpec,
  codes: readonly string[],
): Promise<string[][] | undefined> {
  const lists: string[][] = [];
  for (const code of codes) {
    const ids = await caches.contentWords.through(`${getTableName(t)}:code:${code}`, async () => {
      const [row] = rowsOf<{ ids: string[] | null }>(
        await db.execute(
          sql`select (select json_agg(m.id) from (select ${t.id}::text as id from ${t}
                where ${t.contentCodes} ilike ${likePattern(code)} limit ${CONTENT_KEPT + 1}) m) as ids`,
        ),
      );
      return row?.ids ?? [];
    });
    if (ids.length > CONTENT_KEPT) return undefined;
    lists.push(ids);
  }
  return lists;
}

/**
 * The codes some PDFs hold, each as a bitmap of the rows whose own code tokens or PDF hold it (a constraint of
 * the walk); the codes no PDF holds stay groups of the walk, checked against the rows' own tokens as before.
 */
function withPdfCodes(index: DocIndex, groups: readonly (readonly string[])[], inPdfs: readonly string[][]) {
  const codes: (readonly string[])[] = [];
  const rows: Uint32Array[] = [];
  groups.forEach((group, i) => {
    const ids = inPdfs[i] ?? [];
    if (ids.length === 0) {
      codes.push(group);
      return;
    }
    const bits = new Uint32Array(index.words32);
    for (const prefix of group) index.terms.unionInto(bits, prefix);
    index.setRows(ids, bits);
    rows.push(bits);
  });
  return { codes, rows };
}

/** Stands for "more PDFs match than the index takes in" in the cache of matches (no id looks like it). */
const TOO_MANY = '*';

/** The ids in every list. */
function allOf(lists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  if (!first) return [];
  const others = rest.map((list) => new Set(list));
  return first.filter((id) => others.every((set) => set.has(id)));
}

/** The projects a member is on the team of (what fileScope asks of project_team). */
export async function teamProjects({ db, caches }: SearchContext, audience: FileAudience): Promise<string[]> {
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
 * fileScope (policies/scopes.ts) as bits over every row of the index, built in scratch bitmaps 2–5 and
 * copied out; undefined when the caller sees every row.
 */
function scopeBits(index: DocIndex, audience: FileAudience, teamIds: readonly string[]): Uint32Array | undefined {
  if (audience.kind === 'everything') return undefined;
  const words32 = index.words32;
  const rows = (slot: number, attr: string, values: readonly string[]) => rowsWithValues(index, slot, attr, values);
  const seen = rows(2, 'projectVisibility', ['public']);
  const own = audience.kind === 'public' ? undefined : rows(4, 'organization', [audience.organizationId]);
  if (audience.kind === 'member' && own) {
    // Own projects open to the organization, like public ones: not their work in progress.
    const open = rows(3, 'projectVisibility', ['organization']);
    for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) | ((open[w] as number) & (own[w] as number));
  }
  // Outside the team, the status of the revision outsiders read (docs/api.md §7 "Status per revision").
  const wip = rows(3, 'outsideStatus', ['wip']);
  for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) & ~(wip[w] as number);
  if (own) {
    // An admin sees all of the own organization's files; a member, wip included, those of their team's projects.
    const mine = audience.kind === 'admin' ? own : rows(5, 'project', teamIds);
    if (mine !== own) for (let w = 0; w < words32; w++) mine[w] = (mine[w] as number) & (own[w] as number);
    for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) | (mine[w] as number);
  }
  return seen.slice(0, words32);
}

/** fileScope's rows for this caller, kept while the index is unchanged (members on the same teams share them). */
export function visibleRows(
  index: DocIndex,
  audience: FileAudience,
  teamIds: readonly string[],
): Uint32Array | undefined {
  const key = JSON.stringify([
    audience.kind,
    'organizationId' in audience ? audience.organizationId : null,
    audience.kind === 'member' ? [...teamIds].sort() : [],
  ]);
  return keptScope(index, key, () => scopeBits(index, audience, teamIds));
}

/** The page's ids and the total, or undefined when the index cannot answer this list call. */
export async function searchFiles(
  context: SearchContext,
  spec: FileIndexSpec,
  tableIndex: TableIndex,
  caller: UserRow,
  list: ListParams,
): Promise<(ListResult<string> & { ids: string[] }) | undefined> {
  const asked = await indexedList(tableIndex, list, spec.fields);
  if (!asked) return undefined;
  const { codes, constraints, rows } = asked;
  const { prefixes: words, inside } = list.search
    ? await wordsLookup(context, spec, asked.words)
    : { prefixes: [], inside: [] };
  if (!words || !inside) return undefined;
  const audience = fileAudience(caller);
  const teamIds = await teamProjects(context, audience);
  const index = await tableIndex.current();
  if (!index) return undefined;
  // Rows this caller reads at their last published revision (docs/api.md §7 "Status per revision").
  const older = await olderRowsFor(context, spec, index, audience, teamIds);
  if (older.length > 0 && (mentionsSeenFields(list) || (list.search && codes.length > 0))) return undefined;
  const inPdfs = list.search && codes.length > 0 ? await pdfCodes(context, spec, list.search.codes) : [];
  if (!inPdfs) return undefined;
  const seenInside =
    older.length > 0 && list.search && asked.words.length > 0
      ? await insideAsSeen(context, spec, asked.words, inside, older)
      : inside;
  const coded = withPdfCodes(index, codes, inPdfs);
  return searchNewestFirst(
    index,
    {
      words,
      codes: coded.codes,
      alsoIds: seenInside,
      constraints,
      scope: visibleRows(index, audience, teamIds),
      rows,
      codeRows: coded.rows,
    },
    list,
  );
}

/** searchFiles over construction files. */
export const searchConstructionFiles = (
  context: SearchContext,
  tableIndex: TableIndex,
  caller: UserRow,
  list: ListParams,
) => searchFiles(context, constructionFileIndex, tableIndex, caller, list);
