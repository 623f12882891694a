import type { TFunction } from 'i18next';
import { IMPORT_COLUMNS, type ImportAnswer, type ImportRowError, type ImportType } from '../../../common/api/import';
import { toCsv } from '../../../common/csv';

/** A byte-order mark first, so Excel reads åäö in the downloaded CSV as UTF-8. */
export const BOM = '\uFEFF';

/** One example value per documented column: the template's second row and the documentation table's examples. */
export const IMPORT_EXAMPLES: Record<ImportType, Record<string, string>> = {
  projects: {
    name: 'Kv. Lärkan förskola',
    description: 'Ny förskola med sex avdelningar',
    type: 'Nybyggnad',
    sector: 'Skola och förskola',
    startDate: '2026-03-02',
    visibility: 'organisation',
    budget: '12500000',
    budgetNotes: 'Inklusive utemiljö',
    archived: 'nej',
    organization: '',
  },
  constructionfiles: {
    name: 'Bygglov A-01.pdf',
    year: '2026',
    documentType: 'Bygglov',
    status: 'Publicerad',
    revision: 'A',
    project: 'Kv. Lärkan förskola',
    organization: '',
  },
  drawings: {
    name: 'Planritning plan 1',
    drawingType: 'Arkitekt',
    info: 'Plan 1',
    drawingNumber: 'A-40.1-101',
    scale: '1:100',
    status: 'Under arbete',
    revision: 'C',
    project: 'Kv. Lärkan förskola',
    projectName: 'Kv. Lärkan förskola',
    organization: '',
  },
};

/** The columns a template carries: all documented ones but those that only stand in for another. */
export function templateColumns(type: ImportType) {
  return IMPORT_COLUMNS[type].filter((column) => column.template !== false);
}

/** The template: the header row of the documented field names and one example row. */
export function templateRows(type: ImportType): string[][] {
  const columns = templateColumns(type);
  return [columns.map((column) => column.field), columns.map((column) => IMPORT_EXAMPLES[type][column.field] ?? '')];
}

export function templateCsv(type: ImportType): string {
  return BOM + toCsv(templateRows(type), ';');
}

export const TEMPLATE_FILE_NAMES: Record<ImportType, string> = {
  projects: 'byggarkiv-projekt-mall.csv',
  constructionfiles: 'byggarkiv-byggfiler-mall.csv',
  drawings: 'byggarkiv-ritningar-mall.csv',
};

export const REPORT_GROUPS = ['validationErrors', 'writeErrors', 'organizationErrors'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** Why a row was refused, in the interface language where its code is known; else the server's text. */
export function reasonText(t: TFunction, error: ImportRowError): string {
  return error.code ? t(`import:reasons.${error.code}`, { defaultValue: error.message }) : error.message;
}

/**
 * The column of a report entry as the person knows it: the header their file used ("Startdatum"), else the
 * column's name in the interface language, else the field name. A header-row entry (row 0) names the header.
 */
export function columnText(t: TFunction, type: ImportType, answer: ImportAnswer, error: ImportRowError): string {
  if (!error.field) return '';
  if (error.row === 0) return error.field;
  const used = answer.headers[error.field];
  if (used) return used;
  return t(`import:columnNames.${type}.${error.field}`, { defaultValue: error.field });
}

/** Groups whose list the server cut at its cap, with how many entries there were in all. */
export function truncatedGroups(answer: ImportAnswer): Array<{ group: ReportGroup; shown: number; total: number }> {
  return REPORT_GROUPS.filter((group) => answer.errorCounts[group] > answer[group].length).map((group) => ({
    group,
    shown: answer[group].length,
    total: answer.errorCounts[group],
  }));
}

export interface ReportLabels {
  /** The outcome and counts, one line each, above the table. */
  summary: string[][];
  heading: string;
  row: string;
  column: string;
  reason: string;
  groups: Record<ReportGroup, string>;
  columnOf: (error: ImportRowError) => string;
  reasonOf: (error: ImportRowError) => string;
}

/** The report as CSV rows: the summary, a blank line, then one line per rejected row under its heading. */
export function reportRows(answer: ImportAnswer, labels: ReportLabels): string[][] {
  const rows = [...labels.summary, [], [labels.heading, labels.row, labels.column, labels.reason]];
  for (const group of REPORT_GROUPS) {
    for (const error of answer[group]) {
      rows.push([labels.groups[group], String(error.row), labels.columnOf(error), labels.reasonOf(error)]);
    }
  }
  return rows;
}

export function reportCsv(answer: ImportAnswer, labels: ReportLabels): string {
  return BOM + toCsv(reportRows(answer, labels), ';');
}

/** Saves text as a file through a temporary object URL and `<a download>`. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
