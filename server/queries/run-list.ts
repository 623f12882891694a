/** Runs a list query: scope AND filter, total count, sort and page — the same steps for every resource. */
import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StampedCache } from '../cache/stamped-cache';
import { rowsOf, type Db } from '../db/client';
import { badRequest } from '../errors';
import { compileFilter } from './list-query/compile-filter';
import { compileSort } from './list-query/compile-sort';
import { fieldNamed, type FieldMap } from './list-query/fields';
import type { ListParams } from './list-query/list-params';
import { searchCondition, type SearchSpec } from './search/search-condition';
import { EXACT_TOTAL_LIMIT } from '../../common/api/shared';

export const DISTINCT_LIMIT = 5000;

export interface ListSource {
  db: Db;
  table: PgTable;
  idColumn: PgColumn;
  fields: FieldMap;
  /** What the caller may see; undefined = everything. */
  scope: SQL | undefined;
  /** Fields `distinct` may name. */
  distinctFields?: readonly string[];
  /** Of those, the ones whose column leads a btree index: answered by skipping through it (see runDistinct). */
  indexedDistinct?: readonly string[];
  /** When the caller gives no sort; `-createdAt -name` unless the resource has no name. */
  defaultSort?: string;
  /**
   * The columns a page reads (all of the table's when absent). With them, a search with few matches is
   * answered in one pass: its matches (at most EXACT_TOTAL_LIMIT + 1), counted and sorted together (see
   * `fewMatches`). `Row` must be what these columns read.
   */
  columns?: Record<string, PgColumn>;
  /**
   * Where counting is the expensive part (a million files), the total of the same visible set and filter is
   * remembered until one of the cache's tables changes; `key` must name everything the count depends on.
   */
  countCache?: { cache: StampedCache<number>; key: string };
  /** Lists that take `search=` say what it searches. */
  search?: SearchSpec;
  /**
   * Count no further than EXACT_TOTAL_LIMIT (docs/api.md §6): above it the total is a lower bound, so a page of a
   * million matches costs what a page of ten thousand does.
   */
  boundedTotal?: boolean;
}

export interface ListResult<Row> {
  total: number;
  totalIsLowerBound?: true;
  rows: Row[];
}

/** One page of the list's rows: its columns, scope, filter and search, sorted. */
async function pageOf<Row>(
  source: ListSource,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<Row[]> {
  const query = source.columns ? source.db.select(source.columns) : source.db.select();
  const rows = await query
    .from(source.table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  // The columns are the source's own (see `columns`): their rows are its `Row`.
  return rows as Row[];
}

/** The caller's search as SQL, or a 400 for a list that takes none. */
function searchWhere(source: ListSource, params: Pick<ListParams, 'search'>): SQL | undefined {
  if (!params.search) return undefined;
  if (!source.search) throw badRequest('This list cannot be searched with search=; use query.');
  return searchCondition(source.search, params.search);
}

/** The cached or counted total as the answer states it: exact, or EXACT_TOTAL_LIMIT and a lower bound. */
export function statedTotal(counted: number): Pick<ListResult<unknown>, 'total' | 'totalIsLowerBound'> {
  return counted > EXACT_TOTAL_LIMIT ? { total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true } : { total: counted };
}

/** What a list call selects: the caller's scope AND the filter AND the search (no order, no page). */
export function listWhere(source: ListSource, params: Pick<ListParams, 'filter' | 'search'>): SQL | undefined {
  return and(source.scope, compileFilter(params.filter, source.fields), searchWhere(source, params));
}

export async function runList<Row>(source: ListSource, params: ListParams): Promise<ListResult<Row>> {
  const where = listWhere(source, params);
  const order = compileSort(params.sort, source.fields, source.idColumn, source.defaultSort);
  const count = async () =>
    source.boundedTotal
      ? ((
          await source.db.select({ n: sql<number>`count(*)::int` }).from(
            source.db
              .select({ one: sql`1` })
              .from(source.table)
              .where(where)
              .limit(EXACT_TOTAL_LIMIT + 1)
              .as('matches'),
          )
        )[0]?.n ?? 0)
      : ((
          await source.db
            .select({ n: sql<number>`count(*)::int` })
            .from(source.table)
            .where(where)
        )[0]?.n ?? 0);
  const counted = () => (source.countCache ? source.countCache.cache.through(source.countCache.key, count) : count());
  if (params.limit === 0) return { ...statedTotal(await counted()), rows: [] };
  if (params.search && source.boundedTotal) {
    // A search reads its matches first. The planner cannot know how many rows a search's words match;
    // guessing many, it walks the sort order's index for the page and, when the words are rare, reads a
    // million rows to find none (1.4 s measured). Few matches (≤ EXACT_TOTAL_LIMIT) are fetched through the
    // search's own indexes, counted and sorted in one pass; only many matches walk the index for the page,
    // which then finds fifty at once.
    const cached = source.countCache?.cache.get(source.countCache.key);
    if (cached === undefined && source.columns) {
      const stamp = source.countCache?.cache.stamp();
      const few = await fewMatches<Row>(source, source.columns, where, order, params);
      if (source.countCache && stamp !== undefined)
        source.countCache.cache.set(source.countCache.key, few.total, stamp);
      if (few.total <= EXACT_TOTAL_LIMIT) return { total: few.total, rows: few.rows };
      return { ...statedTotal(few.total), rows: await pageOf<Row>(source, where, order, params.limit, params.skip) };
    }
    const total = cached ?? (await counted());
    const few = total <= EXACT_TOTAL_LIMIT;
    if (few && params.skip >= total) return { total, rows: [] };
    // Few matches: an opaque first sort key (`id is null`, false for every row, so the order is unchanged)
    // keeps the planner off the sort order's index.
    const rows = await pageOf<Row>(
      source,
      where,
      few ? [sql`(${source.idColumn} is null)`, ...order] : order,
      params.limit,
      params.skip,
    );
    return { ...statedTotal(total), rows };
  }
  // The page first: a page that is not full ends the list, so it also says the total and no count is needed —
  // the common case of a precise filter. Only a full page pays for counting.
  const rows = await pageOf<Row>(source, where, order, params.limit, params.skip);
  const ends = rows.length < params.limit && (rows.length > 0 || params.skip === 0);
  return { ...statedTotal(ends ? params.skip + rows.length : await counted()), rows };
}

/** `distinct=<field>`: the field's distinct non-null values over what the caller sees and the filter keeps. */
export async function runDistinct(source: ListSource, params: ListParams & { distinct: string }): Promise<unknown[]> {
  const spec = fieldNamed(source.fields, params.distinct);
  if (!spec || !source.distinctFields?.includes(params.distinct))
    throw badRequest(`Cannot list distinct ${params.distinct}`);
  const where = and(
    source.scope,
    compileFilter(params.filter, source.fields),
    searchWhere(source, params),
    sql`${spec.column} is not null`,
  );
  if (source.indexedDistinct?.includes(params.distinct)) return skipScan(source, spec.column, where);
  const rows = await source.db
    .selectDistinct({ v: sql<unknown>`${spec.column}` })
    .from(source.table)
    .where(where)
    .orderBy(sql`1`)
    .limit(DISTINCT_LIMIT);
  return rows.map((r) => (r.v instanceof Date ? r.v.toISOString() : r.v));
}

/**
 * The distinct values of an indexed column, one index descent each (a recursive "loose index scan"): the next
 * value above the last that a visible, filtered row has. A million files with twenty document types cost
 * twenty short index walks instead of reading every row the filter keeps (p50 180 ms measured before).
 */
async function skipScan(source: ListSource, column: SQL | AnyPgColumn, where: SQL | undefined): Promise<unknown[]> {
  const visible = where ?? sql`true`;
  const rows = rowsOf<{ v: unknown }>(
    await source.db.execute(sql`
      with recursive vals(v) as (
        (select ${column} from ${source.table} where ${visible} order by 1 limit 1)
        union all
        select (select ${column} from ${source.table} where ${visible} and ${column} > vals.v order by 1 limit 1)
        from vals where vals.v is not null
      )
      select v from vals where v is not null limit ${DISTINCT_LIMIT}`),
  );
  return rows.map((r) => r.v);
}

/**
 * At most EXACT_TOTAL_LIMIT + 1 matches, counted by a window over them and sorted for the page, in one query:
 * `select *, count(*) over () from (select … where … limit 10001) … order by … limit … offset …`. The inner
 * query has no order, so the planner fetches the matches the cheapest way (the search's GIN bitmaps); the
 * subqueries carry the table's name, so the sort keys, written against the table, name their columns. Past
 * EXACT_TOTAL_LIMIT the rows are an arbitrary sample, and the caller reads the page the ordinary way.
 */
async function fewMatches<Row>(
  source: ListSource,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
  order: SQL[],
  params: ListParams,
): Promise<{ total: number; rows: Row[] }> {
  const name = getTableName(source.table);
  const matches = source.db
    .select(columns)
    .from(source.table)
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as(name);
  const counted = source.db
    .select({ ...matches._.selectedFields, [TOTAL]: sql<number>`count(*) over ()`.mapWith(Number).as(TOTAL) })
    .from(matches)
    .as(name);
  const rows = (await source.db
    .select()
    .from(counted)
    .orderBy(...order)
    .limit(params.limit)
    .offset(params.skip)) as Array<Row & { [TOTAL]: number }>;
  if (rows.length === 0 && params.skip > 0) {
    // Past the end: the window gave no row to read the total from.
    const [again] = (await source.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches)) as Array<{
      n: number;
    }>;
    return { total: again?.n ?? 0, rows: [] };
  }
  const total = rows[0]?.[TOTAL] ?? 0;
  return { total, rows: rows.map(({ [TOTAL]: _, ...row }) => row as Row) };
}

const TOTAL = 'byggarkiv_total';
