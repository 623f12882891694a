import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';
import { translateError } from '../../lib/error-message';

/** The codes the server gives a CSV it refuses whole; each has its text in `import:upload.errors`. */
const REFUSALS = new Set([
  'CSV_EMPTY',
  'CSV_NO_ROWS',
  'CSV_NOT_TEXT',
  'CSV_QUOTE_NOT_CLOSED',
  'CSV_ROW_TOO_LONG',
  'CSV_INVALID',
  'IMPORT_MISSING_COLUMNS',
  'PAYLOAD_TOO_LARGE',
]);

/** Why an import was refused, in the interface language where the server's code is known. */
export function importErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('import:upload.failed');
  if (error.status === 0) return t('import:upload.network');
  if (error.code && REFUSALS.has(error.code)) {
    const fields = (error.details ?? []).map((d) => d.field).filter(Boolean);
    const row = /\d+/.exec(fields[0] ?? '')?.[0] ?? '?';
    return t(`import:upload.errors.${error.code}`, { columns: fields.join(', '), row });
  }
  if (error.status === 403) return translateError(t, error) ?? error.serverError ?? t('import:upload.forbidden');
  if (error.status < 500 && error.serverError) return translateError(t, error) ?? error.serverError;
  return t('import:upload.failed');
}
