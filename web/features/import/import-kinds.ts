import { IMPORT_COLUMNS, type ImportAnswer, type ImportType } from '../../../common/api/import';
import { toCsv } from '../../../common/csv';
import type { User } from '../../../common/api/user';
import { canCreateProjects, hasFullFunctionality } from '../projects/api/abilities';

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
    organization: '',
  },
  constructionfiles: {
    name: 'Bygglov A-01.pdf',
    year: '2026',
    documentType: 'Bygglov',
    project: 'Kv. Lärkan förskola',
  },
  drawings: {
    name: 'A-40-1-001 Planritning',
    drawingType: 'Arkitekt',
    info: 'Plan 1',
    project: 'Kv. Lärkan förskola',
  },
};

/** The template: the header row of the documented field names and one example row. */
export function templateRows(type: ImportType): string[][] {
  const columns = IMPORT_COLUMNS[type];
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

export interface ReportLabels {
  heading: string;
  row: string;
  column: string;
  reason: string;
  groups: Record<ReportGroup, string>;
}

/** The report as CSV rows: one line per rejected row, under its (translated) heading. */
export function reportRows(answer: ImportAnswer, labels: ReportLabels): string[][] {
  const rows = [[labels.heading, labels.row, labels.column, labels.reason]];
  for (const group of REPORT_GROUPS) {
    for (const error of answer[group]) {
      rows.push([labels.groups[group], String(error.row), error.field ?? '', error.message]);
    }
  }
  return rows;
}

export function reportCsv(answer: ImportAnswer, labels: ReportLabels): string {
  return BOM + toCsv(reportRows(answer, labels), ';');
}

/** Who may import: full functionality (or superadmin), and for projects only those who may create them. */
export function canImport(user: User | undefined, type: ImportType): boolean {
  if (!hasFullFunctionality(user)) return false;
  return type === 'projects' ? canCreateProjects(user) : true;
}

const MESSAGE_SUBJECTS: Record<ImportType, string> = {
  projects: 'projects',
  constructionfiles: 'construction files',
  drawings: 'drawings',
};

/** The i18n key (`import:messages.<type>.<outcome>`) of a server message, or undefined for an unknown text. */
export function messageKey(message: string): string | undefined {
  for (const [type, subject] of Object.entries(MESSAGE_SUBJECTS)) {
    const capital = subject.charAt(0).toUpperCase() + subject.slice(1);
    if (message === `No ${subject} imported`) return `messages.${type}.none`;
    if (message === `${capital} imported partially`) return `messages.${type}.partial`;
    if (message === `${capital} imported`) return `messages.${type}.all`;
  }
  return undefined;
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
