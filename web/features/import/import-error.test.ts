import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages';
import { ApiRequestError } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import { importErrorMessage } from './import-error';
import { errorOf } from './upload-import';

const t = i18n.t.bind(i18n);
const refused = (code: string, details?: Array<{ field?: string; message: string }>) =>
  new ApiRequestError({ status: 400, message: 'x', serverError: 'server text', code, details });

afterEach(async () => {
  await i18n.changeLanguage('sv');
});

describe('importErrorMessage', () => {
  it('shows a refused CSV in Swedish, with the missing columns and the row named', async () => {
    await i18n.changeLanguage('sv');
    expect(importErrorMessage(t, refused('CSV_NOT_TEXT'))).toMatch(/ingen CSV-textfil/);
    expect(
      importErrorMessage(
        t,
        refused('IMPORT_MISSING_COLUMNS', [
          { field: 'name', message: 'Missing column' },
          { field: 'project', message: 'Missing column' },
        ]),
      ),
    ).toBe('Kolumner saknas: name, project.');
    expect(importErrorMessage(t, refused('CSV_QUOTE_NOT_CLOSED', [{ field: 'row 12', message: '' }]))).toMatch(
      /rad 12/,
    );
  });

  it('speaks English when the interface does', async () => {
    await i18n.changeLanguage('en');
    expect(importErrorMessage(t, refused('CSV_ROW_TOO_LONG'))).toMatch(/longer than 64 KB/);
  });

  it('translates known server texts, explains a lost connection, and never shows a 500 body', async () => {
    await i18n.changeLanguage('sv');
    const forbidden = new ApiRequestError({
      status: 403,
      message: 'x',
      serverError: MSG.notProjectOrgAdmin,
      code: 'NOT_PROJECT_ORG_ADMIN',
    });
    expect(importErrorMessage(t, forbidden)).toBe(t(`errors:notProjectOrgAdmin`));
    expect(importErrorMessage(t, new ApiRequestError({ status: 0, message: 'x' }))).toBe(t('import:upload.network'));
    expect(importErrorMessage(t, new ApiRequestError({ status: 500, message: 'x', serverError: 'stack trace' }))).toBe(
      t('import:upload.failed'),
    );
  });

  it('explains a file over the upload limit, and keeps the code of the XMLHttpRequest answer', async () => {
    await i18n.changeLanguage('sv');
    const error = errorOf({
      status: 413,
      statusText: 'Payload Too Large',
      responseText: JSON.stringify({
        success: false,
        error: 'The file is larger than the upload limit.',
        code: 'PAYLOAD_TOO_LARGE',
      }),
    });
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(importErrorMessage(t, error)).toMatch(/större än uppladdningsgränsen/);
    const missing = errorOf({
      status: 400,
      statusText: 'Bad Request',
      responseText: JSON.stringify({
        success: false,
        error: 'Missing column: name',
        code: 'IMPORT_MISSING_COLUMNS',
        details: [{ field: 'name', message: 'Missing column' }],
      }),
    });
    expect(importErrorMessage(t, missing)).toBe('Kolumner saknas: name.');
    expect(errorOf({ status: 502, statusText: 'Bad Gateway', responseText: '<html>' })).toMatchObject({
      status: 502,
      code: undefined,
      serverError: undefined,
    });
  });
});
