import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_TYPES, type ImportAnswer } from '../../../common/api/import';
import { makeUser } from '../../test/fixtures';
import { BOM, canImport, messageKey, reportCsv, templateCsv, templateRows } from './import-kinds';

const labels = {
  heading: 'Rubrik',
  row: 'Rad',
  column: 'Kolumn',
  reason: 'Orsak',
  groups: { validationErrors: 'Valideringsfel', writeErrors: 'Skrivfel', organizationErrors: 'Organisationsfel' },
};

describe('templates', () => {
  it('have the documented fields as header and one example row of the same width', () => {
    for (const type of IMPORT_TYPES) {
      const [header, example, ...rest] = templateRows(type);
      expect(header).toEqual(IMPORT_COLUMNS[type].map((column) => column.field));
      expect(example).toHaveLength(header?.length ?? 0);
      expect(rest).toEqual([]);
      for (const column of IMPORT_COLUMNS[type]) {
        if (column.required) expect(example?.[header?.indexOf(column.field) ?? -1]).not.toBe('');
      }
    }
  });

  it('are semicolon CSV with a byte-order mark for Excel', () => {
    const csv = templateCsv('projects');
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, example] = csv.slice(1).split('\r\n');
    expect(header).toBe('name;description;type;sector;startDate;visibility;budget;organization');
    expect(example).toContain('Kv. Lärkan förskola;');
    expect(templateCsv('drawings').slice(1).split('\r\n')[0]).toBe('name;drawingType;info;project');
  });
});

describe('report CSV', () => {
  it('lists each rejected row under its heading and neutralises formulas', () => {
    const answer: ImportAnswer = {
      success: true,
      message: 'Projects imported partially',
      imported: 1,
      skipped: 0,
      failed: 2,
      importedRows: [1],
      validationErrors: [{ row: 2, field: 'startDate', message: '=HYPERLINK("x") is not a date' }],
      writeErrors: [],
      organizationErrors: [{ row: 3, message: '@org not yours' }],
    };
    const lines = reportCsv(answer, labels).slice(1).split('\r\n');
    expect(lines).toEqual([
      'Rubrik;Rad;Kolumn;Orsak',
      `Valideringsfel;2;startDate;"'=HYPERLINK(""x"") is not a date"`,
      "Organisationsfel;3;;'@org not yours",
    ]);
  });
});

describe('messages and rights', () => {
  it('map all nine server messages', () => {
    expect(messageKey('No projects imported')).toBe('messages.projects.none');
    expect(messageKey('Construction files imported partially')).toBe('messages.constructionfiles.partial');
    expect(messageKey('Drawings imported')).toBe('messages.drawings.all');
    expect(messageKey('Something else')).toBeUndefined();
  });

  it('offer import to full users, and projects only to those who may create them', () => {
    const member = makeUser({ isAdmin: false, accountType: 'regular' });
    expect(canImport(member, 'drawings')).toBe(true);
    expect(canImport(member, 'projects')).toBe(false);
    expect(canImport({ ...member, isAdmin: true }, 'projects')).toBe(true);
    expect(canImport({ ...member, isAdmin: true, userType: 'limited' }, 'projects')).toBe(false);
    expect(canImport(undefined, 'constructionfiles')).toBe(false);
  });
});
