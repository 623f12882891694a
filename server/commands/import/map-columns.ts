/** Matches a CSV header to an import type's documented columns, English field names or Swedish headers. */
import { IMPORT_COLUMNS, type ImportRowError, type ImportType } from '../../../common/api/import';
import { badRequest } from '../../errors';

const normalise = (header: string) => header.toLowerCase().replace(/[^a-zåäöéü0-9]/g, '');

export interface ColumnMap {
  /** field → index in the row */
  index: Map<string, number>;
  /** Headers no column knows, reported once (row 0) and otherwise ignored. */
  unknown: ImportRowError[];
  /** Cells in the header; a row with more is ragged. */
  width: number;
}

export function mapColumns(type: ImportType, header: string[]): ColumnMap {
  const columns = IMPORT_COLUMNS[type];
  const index = new Map<string, number>();
  const unknown: ImportRowError[] = [];
  header.forEach((raw, i) => {
    const key = normalise(raw);
    if (!key) return;
    const column = columns.find((c) => normalise(c.field) === key || c.swedish.some((s) => normalise(s) === key));
    if (!column) unknown.push({ row: 0, field: raw, message: `Unknown column "${raw}"` });
    else if (!index.has(column.field)) index.set(column.field, i);
  });
  const missing = columns.filter((c) => c.required && !index.has(c.field)).map((c) => c.field);
  if (missing.length) {
    throw badRequest(
      `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
      missing.map((field) => ({ field, message: 'Missing column' })),
      'IMPORT_MISSING_COLUMNS',
    );
  }
  return { index, unknown, width: header.length };
}

/** A row as an object of the mapped fields; empty cells are left out. */
export function rowValues(map: ColumnMap, cells: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, i] of map.index) {
    const value = cells[i]?.trim();
    if (value) out[field] = value;
  }
  return out;
}
