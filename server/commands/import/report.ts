/** Collects what an import did, row by row, into the answer of API.md point 5. */
import type { ImportAnswer, ImportRowError, ImportType } from '../../../common/api/import';

const NOUNS: Record<ImportType, { plural: string; capital: string }> = {
  projects: { plural: 'projects', capital: 'Projects' },
  constructionfiles: { plural: 'construction files', capital: 'Construction files' },
  drawings: { plural: 'drawings', capital: 'Drawings' },
};

export class ImportReport {
  importedRows: number[] = [];
  skipped = 0;
  validationErrors: ImportRowError[] = [];
  writeErrors: ImportRowError[] = [];
  organizationErrors: ImportRowError[] = [];
  private readonly failedRows = new Set<number>();

  constructor(private readonly type: ImportType) {}

  fail(kind: 'validation' | 'write' | 'organization', error: ImportRowError): void {
    const list =
      kind === 'validation' ? this.validationErrors : kind === 'write' ? this.writeErrors : this.organizationErrors;
    // The lists are for people: past a thousand entries more of the same helps no one.
    if (list.length < 1000) list.push(error);
    if (error.row > 0) this.failedRows.add(error.row);
  }

  answer(): ImportAnswer {
    const imported = this.importedRows.length;
    const failed = this.failedRows.size;
    const noun = NOUNS[this.type];
    const message =
      imported === 0
        ? `No ${noun.plural} imported`
        : failed > 0
          ? `${noun.capital} imported partially`
          : `${noun.capital} imported`;
    return {
      success: imported > 0 || (failed === 0 && this.skipped > 0),
      message,
      imported,
      skipped: this.skipped,
      failed,
      importedRows: this.importedRows,
      validationErrors: this.validationErrors,
      writeErrors: this.writeErrors,
      organizationErrors: this.organizationErrors,
    };
  }
}

/** The first problem zod found with a row, as report entries. */
export function zodErrors(
  row: number,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): ImportRowError[] {
  return issues.map((i) => ({ row, field: i.path.map(String).join('.') || undefined, message: i.message }));
}
