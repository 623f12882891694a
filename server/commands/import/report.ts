/** Collects what an import did, row by row, into the answer of docs/api.md point 5. */
import {
  REPORT_LIST_LIMIT,
  type ImportAnswer,
  type ImportErrorCode,
  type ImportRowError,
  type ImportType,
} from '../../../common/api/import';

const NOUNS: Record<ImportType, { plural: string; capital: string }> = {
  projects: { plural: 'projects', capital: 'Projects' },
  constructionfiles: { plural: 'construction files', capital: 'Construction files' },
  drawings: { plural: 'drawings', capital: 'Drawings' },
};

/** A report entry as the server makes it: always with its code. */
export type RowError = ImportRowError & { code: ImportErrorCode };
export type ErrorKind = 'validation' | 'write' | 'organization';

export class ImportReport {
  importedRows: number[] = [];
  skipped = 0;
  /** Field → the header the file used for it. */
  headers: Record<string, string> = {};
  private readonly lists: Record<ErrorKind, RowError[]> = { validation: [], write: [], organization: [] };
  private readonly counts: Record<ErrorKind, number> = { validation: 0, write: 0, organization: 0 };
  private readonly failedRows = new Set<number>();

  constructor(private readonly type: ImportType) {}

  fail(kind: ErrorKind, error: RowError): void {
    // The lists are for people: past a thousand entries more of the same helps no one, but the count says
    // how many there were, so the answer never pretends the list is whole.
    this.counts[kind] += 1;
    if (this.lists[kind].length < REPORT_LIST_LIMIT) this.lists[kind].push(error);
    if (error.row > 0) this.failedRows.add(error.row);
  }

  answer(): ImportAnswer {
    const imported = this.importedRows.length;
    const failed = this.failedRows.size;
    const noun = NOUNS[this.type];
    const outcome = imported === 0 ? 'none' : failed > 0 ? 'partial' : 'all';
    const message = {
      none: `No ${noun.plural} imported`,
      partial: `${noun.capital} imported partially`,
      all: `${noun.capital} imported`,
    }[outcome];
    return {
      // docs/api.md: false when nothing was imported — a repeat that only skipped rows too; `skipped` says why.
      success: imported > 0,
      message,
      outcome,
      imported,
      skipped: this.skipped,
      failed,
      // Two lanes write at once (write-lanes.ts): rows are answered in file order, not in commit order.
      importedRows: [...this.importedRows].sort((a, b) => a - b),
      validationErrors: this.lists.validation,
      writeErrors: [...this.lists.write].sort((a, b) => a.row - b.row),
      organizationErrors: this.lists.organization,
      errorCounts: {
        validationErrors: this.counts.validation,
        writeErrors: this.counts.write,
        organizationErrors: this.counts.organization,
      },
      headers: this.headers,
    };
  }
}

interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
}

/** The code of a zod issue on an import field: by field where the field says it all, else by the issue. */
function codeOf(field: string | undefined, issue: Issue, missing: boolean): ImportErrorCode {
  if (missing) return 'REQUIRED';
  if (field === 'startDate') return 'INVALID_DATE';
  if (field === 'year') return 'INVALID_YEAR';
  if (field === 'budget') return 'INVALID_BUDGET';
  if (field === 'visibility') return 'INVALID_VISIBILITY';
  if (issue.code === 'too_big') return 'TOO_LONG';
  // A trimmed string below its minimum length is an empty cell: the value is missing.
  if (issue.code === 'too_small') return 'REQUIRED';
  return 'INVALID_VALUE';
}

/** Zod's problems with a row as report entries; `values` are the row's non-empty cells by field. */
export function zodErrors(row: number, issues: ReadonlyArray<Issue>, values: Record<string, string>): RowError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || undefined;
    const missing = field !== undefined && values[field] === undefined;
    return { row, field, message: issue.message, code: codeOf(field, issue, missing) };
  });
}
