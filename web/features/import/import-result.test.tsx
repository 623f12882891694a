import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportAnswer } from '../../../common/api/import';
import i18n from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { ImportResult } from './import-result';

/** Swedish digit grouping (a no-break space), as the report writes counts. */
const sv = new Intl.NumberFormat('sv-SE');

const answer: ImportAnswer = {
  success: true,
  message: 'Projects imported partially',
  outcome: 'partial',
  imported: 2,
  skipped: 1,
  failed: 3,
  importedRows: [1, 2],
  validationErrors: [
    { row: 4, field: 'startDate', message: 'Must be a date (YYYY-MM-DD).', code: 'INVALID_DATE' },
    { row: 5, field: 'name', message: '=cmd|calc' },
  ],
  writeErrors: [{ row: 6, message: 'Duplicate key' }],
  organizationErrors: [],
  errorCounts: { validationErrors: 2, writeErrors: 1, organizationErrors: 0 },
  headers: { startDate: 'Startdag' },
};

/** An import where no row went in: the cases below add their own counts and errors. */
const nothingImported: ImportAnswer = {
  ...answer,
  success: false,
  message: 'No projects imported',
  outcome: 'none',
  imported: 0,
  skipped: 0,
  failed: 0,
  importedRows: [],
  validationErrors: [],
  writeErrors: [],
  errorCounts: { validationErrors: 0, writeErrors: 0, organizationErrors: 0 },
};

describe('ImportResult', () => {
  it('shows the counts, the translated message and the report grouped under three headings', async () => {
    await i18n.changeLanguage('sv');
    renderPage(<ImportResult importType="projects" answer={answer} download={vi.fn()} />);
    expect(await screen.findByText('Projekten importerades delvis')).toBeInTheDocument();
    expect(screen.getByTestId('import-imported')).toHaveTextContent('2');
    expect(screen.getByTestId('import-skipped')).toHaveTextContent('1');
    expect(screen.getByTestId('import-failed')).toHaveTextContent('3');

    const validation = screen.getByRole('table', { name: 'Valideringsfel' });
    const rows = within(validation).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // The column as the file named it, the reason in Swedish from its code.
    expect(rows[1]).toHaveTextContent(/4\s*Startdag\s*Ogiltigt datum – skriv ÅÅÅÅ-MM-DD\./);
    // No header known: the column's Swedish name; no code: the server's text.
    expect(rows[2]).toHaveTextContent(/5\s*Namn\s*=cmd\|calc/);
    expect(screen.getByRole('table', { name: 'Skrivfel' })).toHaveTextContent('Duplicate key');
    expect(screen.getByRole('button', { name: /Organisationsfel/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Organisationsfel' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Visar de första/)).not.toBeInTheDocument();
  });

  it('downloads the report as neutralised semicolon CSV with the outcome and counts on top', async () => {
    await i18n.changeLanguage('sv');
    const download = vi.fn();
    renderPage(<ImportResult importType="projects" answer={answer} download={download} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ladda ner rapport (CSV)' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Projekten importerades delvis',
      'Importerade;2',
      'Fanns redan;1',
      'Misslyckade;3',
      '',
      'Rubrik;Rad;Kolumn;Orsak',
      'Valideringsfel;4;Startdag;Ogiltigt datum – skriv ÅÅÅÅ-MM-DD.',
      "Valideringsfel;5;Namn;'=cmd|calc",
      'Skrivfel;6;;Duplicate key',
    ]);
  });

  it('says when a list is cut at 1,000 entries, on screen and in the report', async () => {
    await i18n.changeLanguage('sv');
    const many: ImportAnswer = {
      ...nothingImported,
      failed: 1500,
      validationErrors: Array.from({ length: 1000 }, (_, i) => ({
        row: i + 1,
        field: 'startDate',
        message: 'Must be a date (YYYY-MM-DD).',
        code: 'INVALID_DATE' as const,
      })),
      errorCounts: { validationErrors: 1500, writeErrors: 0, organizationErrors: 0 },
    };
    const download = vi.fn();
    renderPage(<ImportResult importType="projects" answer={many} download={download} />);
    expect(await screen.findByText('Visar de första 1 000 av 1 500.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Valideringsfel/ })).toHaveTextContent('1 500');
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner rapport (CSV)' }));
    const text = (download.mock.calls[0] as [string, string])[1];
    expect(text.slice(1).split('\r\n').slice(0, 6)).toEqual([
      'Inga projekt importerades',
      'Importerade;0',
      'Fanns redan;0',
      'Misslyckade;1500',
      `Valideringsfel;Visar de första ${sv.format(1000)} av ${sv.format(1500)}.`,
      '',
    ]);
  });

  it('explains a repeated import where every row already existed, without an error colour', async () => {
    await i18n.changeLanguage('sv');
    const again: ImportAnswer = { ...nothingImported, skipped: 4 };
    renderPage(<ImportResult importType="projects" answer={again} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Inga projekt importerades');
    expect(status).toHaveTextContent('Alla rader fanns redan och lämnades som de var');
    expect(status.getAttribute('style') ?? '').toMatch(/blue/);
    expect(screen.queryByRole('button', { name: 'Ladda ner rapport (CSV)' })).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderPage(
      <ImportResult importType="drawings" answer={{ ...answer, message: 'No drawings imported', outcome: 'none' }} />,
    );
    expect(await screen.findByText('No drawings imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Validation errors/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Validation errors' })).toHaveTextContent(
      'Not a valid date – use YYYY-MM-DD.',
    );
    await i18n.changeLanguage('sv');
  });
});
