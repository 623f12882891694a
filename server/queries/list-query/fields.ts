/** How a resource exposes its columns to the list-query language: name → column and value type. */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type FieldType = 'text' | 'id' | 'bool' | 'date' | 'int';

export interface FieldSpec {
  column: AnyPgColumn;
  type: FieldType;
  /** May appear in `sort`. */
  sortable?: boolean;
}

export type FieldMap = Record<string, FieldSpec>;
