import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportAnswer } from '../../../common/api/import';
import i18n from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { ImportResult } from './import-result';

const answer: ImportAnswer = {
  success: true,
  message: 'Projects imported partially',
  imported: 2,
  skipped: 1,
  failed: 3,
  importedRows: [1, 2],
  validationErrors: [
    { row: 4, field: 'startDate', message: 'Invalid date' },
    { row: 5, field: 'name', message: '=cmd|calc' },
  ],
  writeErrors: [{ row: 6, message: 'Duplicate key' }],
  organizationErrors: [],
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
    expect(rows[1]).toHaveTextContent(/4\s*startDate\s*Invalid date/);
    expect(screen.getByRole('table', { name: 'Skrivfel' })).toHaveTextContent('Duplicate key');
    expect(screen.getByRole('button', { name: /Organisationsfel/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Organisationsfel' })).not.toBeInTheDocument();
  });

  it('downloads the report as neutralised semicolon CSV', async () => {
    await i18n.changeLanguage('sv');
    const download = vi.fn();
    renderPage(<ImportResult importType="projects" answer={answer} download={download} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ladda ner rapport (CSV)' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Rubrik;Rad;Kolumn;Orsak',
      'Valideringsfel;4;startDate;Invalid date',
      "Valideringsfel;5;name;'=cmd|calc",
      'Skrivfel;6;;Duplicate key',
    ]);
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderPage(<ImportResult importType="drawings" answer={{ ...answer, message: 'No drawings imported' }} />);
    expect(await screen.findByText('No drawings imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Validation errors/ })).toBeInTheDocument();
    await i18n.changeLanguage('sv');
  });
});
