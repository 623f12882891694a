/** How a resource exposes its columns to the list-query language: name → column and value type. */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type FieldType = 'text' | 'id' | 'bool' | 'date' | 'int' | 'idSet';

export interface FieldSpec {
  /** A column of the listed table, or an expression over its row (a value kept in another table). */
  column: AnyPgColumn | SQL;
  type: FieldType;
  /** May appear in `sort`. */
  sortable?: boolean;
  /** For `idSet` fields (a project's team): rows whose set holds any of these ids. */
  contains?: (ids: string[]) => SQL;
}

export type FieldMap = Record<string, FieldSpec>;

/**
 * The field a client names, looked up as an own property only: `constructor`, `__proto__` or `toString` name
 * no field, rather than reaching Object.prototype.
 */
export function fieldNamed(fields: FieldMap, name: string): FieldSpec | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}
