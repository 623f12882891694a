/** How a resource exposes its columns to the list-query language: name → column and value type. */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../db/schema';

export type FieldType = 'text' | 'id' | 'bool' | 'date' | 'int' | 'idSet';

export interface FieldSpec {
  /** A column of the listed table, or an expression over its row (a value kept in another table). */
  column: AnyPgColumn | SQL;
  type: FieldType;
  /** May appear in `sort`. */
  sortable?: boolean;
  /** For `idSet` fields (a project's team): rows whose set holds any of these ids. */
  contains?: (ids: string[]) => SQL;
  /**
   * Who may read the field, when not everyone who sees the row may (a limited account gets no budget). For the
   * others the field does not exist (`fieldsFor`): filtering, sorting or grouping on a value would tell it as
   * surely as reading it (a `$in` of a thousand budgets, or a sort, narrows one down in a few calls).
   */
  readableBy?: (caller: UserRow) => boolean;
}

export type FieldMap = Record<string, FieldSpec>;

/**
 * The field a client names, looked up as an own property only: `constructor`, `__proto__` or `toString` name
 * no field, rather than reaching Object.prototype.
 */
export function fieldNamed(fields: FieldMap, name: string): FieldSpec | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/**
 * The fields as this caller may use them: those it may not read are left out, so naming one answers exactly as an
 * unknown field does (`Unknown field budget`, `Cannot sort by budget`), in query, sort and distinct alike.
 */
export function fieldsFor(fields: FieldMap, caller: UserRow): FieldMap {
  return Object.fromEntries(Object.entries(fields).filter(([, spec]) => spec.readableBy?.(caller) ?? true));
}
