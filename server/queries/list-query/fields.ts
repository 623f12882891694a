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
