/**
 * The lists of construction files and of drawings (docs/api.md point 3–5, §3 the list language, §6 "Search"): the
 * one place that decides what a list call over files reads — the caller's scope, the filter and `search=`, the
 * in-memory index or the database, the shared count cache, the caller's bookmarks, highlights and the presented
 * rows. The routes (routes/file-routes.ts) declare and call.
 */
import { LRUCache } from 'lru-cache';
import type { SQL } from 'drizzle-orm';
import type { Highlight } from '../../common/api/shared';
import type { ConstructionFileRow, DrawingFileRow, UserRow } from '../db/schema';
import type { AppContext } from '../context';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';
import { filesByIdsStatement, loadFileExtras, loadFilesByIds, type FileExtras } from '../queries/file-view';
import type { BuiltStatement } from '../db/client';
import { highlightKindOf } from '../queries/search/content-highlights';
import { BOOKMARKED, fileBookmarkedField, mentionsBookmarked } from '../queries/list-query/bookmarked-field';
import { compileFilter } from '../queries/list-query/compile-filter';
import { parseListParams, pickFields, type ListParams, type ListQuerystring } from '../queries/list-query/list-params';
import { runDistinct, runList, type ListSource } from '../queries/run-list';
import { loadContentHighlights } from '../queries/search/content-highlights';
import { highlightsOf } from '../queries/search/highlights';
import type { SearchTerms } from '../queries/search/parse-search';
import type { SearchSpec } from '../queries/search/search-condition';
import type { FieldMap } from '../queries/list-query/fields';
import { seenInList } from '../queries/seen-file';
import { fileScope, olderRevisionSearch, scopeAudience } from '../policies/scopes';
import { distinctFiles } from '../search-index/file-distinct';
import { searchFiles } from '../search-index/file-search';
import { CONSTRUCTION_FILE_LIST, DRAWING_LIST, seenRevisionFields, type FileListKind } from './file-fields';
import { answer, type ListAnswer } from './list-answer';

type AnyFileRow = ConstructionFileRow | DrawingFileRow;

export const FILE_POPULATE = ['project', 'organization'] as const;

/** `GET constructionfile` / `GET drawingfile`: a page of files, or the distinct values of a field. */
export function listFiles(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  query: ListQuerystring,
): Promise<ListAnswer> {
  return kind === 'constructionfile'
    ? listOf(ctx, caller, kind, CONSTRUCTION_FILE_LIST, query)
    : listOf(ctx, caller, kind, DRAWING_LIST, query);
}

type ListedKind = Pick<FileListKind<unknown, unknown>, 'fields' | 'distinctFields' | 'search'>;

/** What a caller's list of one kind says in SQL: its fields, scope and search, the same on every call. */
interface CallerFileSql {
  fields: FieldMap;
  scope: SQL | undefined;
  search: SearchSpec;
}

/**
 * Built once per caller and kind: the seen-revision fields, bookmarks, scope and older-revision search were built on
 * every call (~4 % of a search's CPU under 50 connections, profiled). The key holds everything they depend on (the
 * caller's audience and id), so a caller whose rights change gets another entry. Drizzle's SQL fragments are only
 * read when a statement is built, so calls may share them, as they share the kinds' own field maps.
 */
const callerSql = new LRUCache<string, CallerFileSql>({ max: 2_000 });

/** What a caller's SQL for a kind depends on: the kind, the caller's audience (their rights) and their id. */
const callerKey = (caller: UserRow, kind: FileKindName) => `${kind}|${scopeAudience(caller)}|${caller.id}`;

function callerFileSql(caller: UserRow, kind: FileKindName, spec: ListedKind): CallerFileSql {
  const key = callerKey(caller, kind);
  const known = callerSql.get(key);
  if (known) return known;
  const { table } = FILE_KINDS[kind];
  const built: CallerFileSql = {
    fields: {
      ...spec.fields,
      // The status, code, date, count, size and type of the revision each row is seen at.
      ...seenRevisionFields(caller, table),
      [BOOKMARKED]: fileBookmarkedField(caller.id, table.id),
    },
    scope: fileScope(caller, table),
    search: { ...spec.search, olderRevision: olderRevisionSearch(caller, table) },
  };
  callerSql.set(key, built);
  return built;
}

function fileSource(ctx: AppContext, caller: UserRow, kind: FileKindName, spec: ListedKind, list: ListParams) {
  const { table, columns } = FILE_KINDS[kind];
  const { fields, scope, search } = callerFileSql(caller, kind, spec);
  const source: ListSource = {
    db: ctx.db,
    table,
    idColumn: table.id,
    fields,
    scope,
    // Totals are shared by everyone who sees the same files, which one person's bookmarks are not.
    countCache: mentionsBookmarked(list.filter)
      ? undefined
      : {
          cache: ctx.caches.fileCounts,
          key: JSON.stringify([kind, scopeAudience(caller), list.filter, list.search]),
        },
    search,
    boundedTotal: true,
    distinctFields: spec.distinctFields,
    // Every distinct field of files and drawings leads a btree index (schema/files.ts).
    indexedDistinct: spec.distinctFields,
    columns,
  };
  return source;
}

/** The statements of index pages (file-view.ts filesByIdsStatement), by caller, kind, populate and highlights. */
const pageStatements = new LRUCache<string, BuiltStatement>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (built) => built.sql.length + 64 * built.params.length,
});

function pageStatement(caller: UserRow, kind: FileKindName, source: ListSource, list: ListParams): BuiltStatement {
  const highlights = list.search ? highlightKindOf(list.search) : undefined;
  const populate = [...list.populate].sort().join(',');
  const key = `${callerKey(caller, kind)}|${populate}|${highlights ?? ''}`;
  const known = pageStatements.get(key);
  if (known) return known;
  const { table, columns } = FILE_KINDS[kind];
  const built = filesByIdsStatement(table, columns, caller, list.populate, highlights, source.scope);
  pageStatements.set(key, built);
  return built;
}

/** A search the in-memory index answers (search-index/file-search.ts): its page and extras read by id, in its order. */
async function fromMemory<R extends AnyFileRow>(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  spec: Pick<FileListKind<R, unknown>, 'memoryIndex' | 'indexSpec'>,
  source: ListSource,
  list: ListParams,
) {
  const memoryIndex = spec.memoryIndex(ctx);
  if (!memoryIndex || list.limit === 0 || mentionsBookmarked(list.filter)) return undefined;
  // The filter is checked as the database's list would check it: the same 400s.
  compileFilter(list.filter, source.fields);
  const found = await searchFiles(ctx, spec.indexSpec, memoryIndex, caller, list);
  if (!found) return undefined;
  const { table } = FILE_KINDS[kind];
  const page = await loadFilesByIds(ctx.db, table, pageStatement(caller, kind, source, list), found.ids, list.search);
  // Rows of this kind's table, which R is (the generic cannot follow the table).
  const byId = new Map((page.rows as unknown as R[]).map((r) => [r.id, r]));
  // A row deleted since the index looked, or no longer the caller's to see, is left out; the next search no
  // longer finds it.
  const rows = found.ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
  return {
    rows,
    extras: page.extras,
    content: page.content,
    total: found.total,
    ...(found.totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
  };
}

/**
 * The highlights of the search's words inside each row's PDF, by upload: of the revision each row is seen at, so an
 * outsider's never come from unpublished text. The index's page brought those of current uploads along (one round
 * trip fewer under load): the rows seen at an older revision have theirs read here.
 */
async function contentHighlights(
  ctx: AppContext,
  rows: AnyFileRow[],
  seen: AnyFileRow[],
  known: Map<string, Highlight> | undefined,
  terms: SearchTerms | undefined,
): Promise<Map<string, Highlight> | undefined> {
  const wanted = (all: boolean) =>
    seen
      .filter((r, i) => all || r.uploadId !== rows[i]?.uploadId)
      .map((r) => r.uploadId)
      .filter((id): id is string => id !== null);
  const older = known && terms ? wanted(false) : [];
  return known && older.length > 0 && terms
    ? new Map([...known, ...(await loadContentHighlights(ctx.db, older, terms))])
    : (known ?? (terms ? await loadContentHighlights(ctx.db, wanted(true), terms) : undefined));
}

async function listOf<R extends AnyFileRow, Out extends { _id: string }>(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  spec: FileListKind<R, Out>,
  query: ListQuerystring,
): Promise<ListAnswer> {
  const list = parseListParams(query, { populate: FILE_POPULATE });
  const source = fileSource(ctx, caller, kind, spec, list);
  if (list.distinct) {
    const distinct = { ...list, distinct: list.distinct };
    // Checked as the database's distinct checks it first: the same 400s.
    compileFilter(list.filter, source.fields);
    const memoryIndex = spec.memoryIndex(ctx);
    const memory =
      memoryIndex && spec.distinctFields.includes(list.distinct) && !mentionsBookmarked(list.filter)
        ? await distinctFiles(ctx, spec.indexSpec, memoryIndex, caller, distinct)
        : undefined;
    return memory ? answer(memory, 'index') : answer(await runDistinct(source, distinct), 'database');
  }
  const memory = await fromMemory<R>(ctx, caller, kind, spec, source, list);
  const {
    rows,
    extras,
    content: known,
    ...total
  } = memory ?? {
    ...(await runList<R>(source, list)),
    extras: undefined,
    content: undefined,
  };
  const terms = list.search;
  const pageExtras: FileExtras = extras ?? (await loadFileExtras(ctx.db, caller, rows, list.populate));
  const seen = rows.map((r) => seenInList(caller, r, pageExtras));
  const content = await contentHighlights(ctx, rows, seen, known, terms);
  // Highlights come with every searched row, whatever `select` keeps.
  const result = rows.map((row, i) => {
    const f = spec.present(caller, row, pageExtras);
    if (!terms) return pickFields(f, list.select);
    const inside = content?.get(seen[i]?.uploadId ?? '');
    const highlights = highlightsOf(spec.searchFields(f), terms);
    return { ...pickFields(f, list.select), highlights: inside ? [...highlights, inside] : highlights };
  });
  return answer({ limit: list.limit, skip: list.skip, ...total, result }, memory ? 'index' : 'database');
}
