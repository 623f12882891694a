/**
 * A table's row read back from JSON (`to_jsonb(t)` inside one statement that aggregates several tables), typed
 * and converted as Drizzle would have read it: snake_case columns to the schema's keys, timestamps to Dates,
 * arrays and numbers by each column's own driver mapping.
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
