import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_TYPES, type ImportAnswer } from '../../../common/api/import';
import i18n from '../../lib/i18n';
import {
  BOM,
  columnText,
  reasonText,
  reportCsv,
  templateCsv,
  templateRows,
  truncatedGroups,
  type ReportLabels,
} from './import-kinds';

const t = i18n.t.bind(i18n);

const labels: ReportLabels = {
  summary: [['Projekten importerades delvis'], ['Importerade', '1']],
  heading: 'Rubrik',
  row: 'Rad',
  column: 'Kolumn',
  reason: 'Orsak',
  groups: { validationErrors: 'Valideringsfel', writeErrors: 'Skrivfel', organizationErrors: 'Organisationsfel' },
  columnOf: (error) => error.field ?? '',
  reasonOf: (error) => error.message,
};

const answer: ImportAnswer = {
  success: true,
  message: 'Projects imported partially',
  outcome: 'partial',
  imported: 1,
  skipped: 0,
  failed: 2,
  importedRows: [1],
  validationErrors: [{ row: 2, field: 'startDate', message: '=HYPERLINK("x") is not a date' }],
  writeErrors: [],
  organizationErrors: [{ row: 3, message: '@org not yours' }],
  errorCounts: { validationErrors: 1, writeErrors: 0, organizationErrors: 1 },
  headers: {},
};

describe('templates', () => {
  it('have the documented fields as header and one example row of the same width', () => {
    for (const type of IMPORT_TYPES) {
      const [header, example, ...rest] = templateRows(type);
      const inTemplate = IMPORT_COLUMNS[type].filter((column) => column.template !== false);
      expect(header).toEqual(inTemplate.map((column) => column.field));
      expect(example).toHaveLength(header?.length ?? 0);
      expect(rest).toEqual([]);
      for (const column of inTemplate) {
        if (column.required) expect(example?.[header?.indexOf(column.field) ?? -1]).not.toBe('');
      }
    }
  });

  it('are semicolon CSV with a byte-order mark for Excel', () => {
    const csv = templateCsv('projects');
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, example] = csv.slice(1).split('\r\n');
    expect(header).toBe('name;description;type;sector;startDate;visibility;budget;budgetNotes;archived;organization');
    expect(example).toContain('Kv. Lärkan förskola;');
    // projectName only stands in for project: accepted, documented, but not in the template.
    expect(templateCsv('drawings').slice(1).split('\r\n')[0]).toBe(
      'name;drawingType;info;drawingNumber;scale;status;revision;project;organization',
    );
  });
});

describe('report CSV', () => {
  it('starts with the summary, then lists each rejected row under its heading, formulas neutralised', () => {
    const lines = reportCsv(answer, labels).slice(1).split('\r\n');
    expect(lines).toEqual([
      'Projekten importerades delvis',
      'Importerade;1',
      '',
      'Rubrik;Rad;Kolumn;Orsak',
      `Valideringsfel;2;startDate;"'=HYPERLINK(""x"") is not a date"`,
      "Organisationsfel;3;;'@org not yours",
    ]);
  });

  it('counts the groups the server cut at its cap', () => {
    expect(truncatedGroups(answer)).toEqual([]);
    const many = { ...answer, errorCounts: { ...answer.errorCounts, validationErrors: 1500 } };
    expect(truncatedGroups(many)).toEqual([{ group: 'validationErrors', shown: 1, total: 1500 }]);
  });
});

describe('reasons and columns', () => {
  it('translate a known code and fall back to the server text', async () => {
    await i18n.changeLanguage('sv');
    expect(reasonText(t, { row: 2, field: 'startDate', message: 'Must be a date', code: 'INVALID_DATE' })).toBe(
      'Ogiltigt datum – skriv ÅÅÅÅ-MM-DD.',
    );
    expect(reasonText(t, { row: 2, message: 'Something new' })).toBe('Something new');
    await i18n.changeLanguage('en');
    expect(reasonText(t, { row: 2, message: 'x', code: 'REQUIRED' })).toBe('A required value is missing.');
    await i18n.changeLanguage('sv');
  });

  it("name the column by the file's own header, else by its translated name", async () => {
    await i18n.changeLanguage('sv');
    const withHeaders = { ...answer, headers: { startDate: 'Startdag' } };
    expect(columnText(t, 'projects', withHeaders, { row: 2, field: 'startDate', message: '' })).toBe('Startdag');
    expect(columnText(t, 'projects', answer, { row: 2, field: 'startDate', message: '' })).toBe('Startdatum');
    expect(columnText(t, 'drawings', answer, { row: 2, field: 'projectName', message: '' })).toBe('Projektnamn');
    expect(columnText(t, 'projects', answer, { row: 0, field: 'färg', message: '' })).toBe('färg');
    expect(columnText(t, 'projects', answer, { row: 2, field: 'okänd', message: '' })).toBe('okänd');
    expect(columnText(t, 'projects', answer, { row: 2, message: '' })).toBe('');
  });
});
