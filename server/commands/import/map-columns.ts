/** Matches a CSV header to an import type's documented columns, English field names or Swedish headers. */
import { IMPORT_COLUMNS, type ImportType } from '../../../common/api/import';
import { badRequest } from '../../errors';
import type { RowError } from './report';

const normalise = (header: string) => header.toLowerCase().replace(/[^a-zåäöéü0-9]/g, '');

export interface ColumnMap {
  /** field → index in the row */
  index: Map<string, number>;
  /** field → the header as the file wrote it, for reports in the sheet's own words. */
  headers: Record<string, string>;
  /** Headers no column knows, reported once (row 0) and otherwise ignored. */
  unknown: RowError[];
  /** Cells in the header; a row with more is ragged. */
  width: number;
}

export function mapColumns(type: ImportType, header: string[]): ColumnMap {
  const columns = IMPORT_COLUMNS[type];
  const index = new Map<string, number>();
  const headers: Record<string, string> = {};
  const unknown: RowError[] = [];
  header.forEach((raw, i) => {
    const key = normalise(raw);
    if (!key) return;
    const column = columns.find((c) => normalise(c.field) === key || c.swedish.some((s) => normalise(s) === key));
    if (!column) unknown.push({ row: 0, field: raw, message: `Unknown column "${raw}"`, code: 'UNKNOWN_COLUMN' });
    else if (!index.has(column.field)) {
      index.set(column.field, i);
      headers[column.field] = raw.trim();
    }
  });
  const missing = columns
    .filter((c) => c.required && !index.has(c.field) && !(c.or && index.has(c.or)))
    .map((c) => c.field);
  if (missing.length) {
    throw badRequest(
      `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
      missing.map((field) => ({ field, message: 'Missing column' })),
      'IMPORT_MISSING_COLUMNS',
    );
  }
  return { index, headers, unknown, width: header.length };
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
