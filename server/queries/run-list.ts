/** Runs a list query: scope AND filter, total count, sort and page — the same steps for every resource. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StampedCache } from '../cache/stamped-cache';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { compileFilter } from './list-query/compile-filter';
import { compileSort } from './list-query/compile-sort';
import { fieldNamed, type FieldMap } from './list-query/fields';
import type { ListParams } from './list-query/list-params';

export interface ListSource<Row> {
  db: Db;
  table: PgTable;
  idColumn: PgColumn;
  fields: FieldMap;
  /** What the caller may see; undefined = everything. */
  scope: SQL | undefined;
  /** Fields `distinct` may name. */
  distinctFields?: readonly string[];
  /** When the caller gives no sort; `-createdAt -name` unless the resource has no name. */
  defaultSort?: string;
  select: (where: SQL | undefined, order: SQL[], limit: number, offset: number) => Promise<Row[]>;
  /**
   * Where counting is the expensive part (a million files), the total of the same visible set and filter is
   * remembered until one of the cache's tables changes; `key` must name everything the count depends on.
   */
  countCache?: { cache: StampedCache<number>; key: string };
}

export async function runList<Row>(
  source: ListSource<Row>,
  params: ListParams,
): Promise<{ total: number; rows: Row[] }> {
  const where = and(source.scope, compileFilter(params.filter, source.fields));
  const order = compileSort(params.sort, source.fields, source.idColumn, source.defaultSort);
  const count = async () =>
    (
      await source.db
        .select({ n: sql<number>`count(*)::int` })
        .from(source.table)
        .where(where)
    )[0]?.n ?? 0;
  const [rows, total] = await Promise.all([
    params.limit === 0 ? Promise.resolve([] as Row[]) : source.select(where, order, params.limit, params.skip),
    source.countCache ? source.countCache.cache.through(source.countCache.key, count) : count(),
  ]);
  return { total, rows };
}

/** `distinct=<field>`: the field's distinct non-null values over what the caller sees and the filter keeps. */
export async function runDistinct(
  source: ListSource<unknown>,
  params: ListParams & { distinct: string },
): Promise<unknown[]> {
  const spec = fieldNamed(source.fields, params.distinct);
  if (!spec || !source.distinctFields?.includes(params.distinct))
    throw badRequest(`Cannot list distinct ${params.distinct}`);
  const where = and(source.scope, compileFilter(params.filter, source.fields), sql`${spec.column} is not null`);
  const rows = await source.db
    .selectDistinct({ v: sql<unknown>`${spec.column}` })
    .from(source.table)
    .where(where)
    .orderBy(sql`1`)
    .limit(5000);
  return rows.map((r) => (r.v instanceof Date ? r.v.toISOString() : r.v));
}
