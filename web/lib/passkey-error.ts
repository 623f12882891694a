import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';
import { formatApiError } from './error-message';

/**
 * A passkey call's error in words: the server's answer translated, or (the browser's own prompt was cancelled,
 * timed out, or found no passkey) one sentence that says so instead of the browser's English.
 */
export function passkeyErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) return formatApiError(t, error, 'unknownError');
  return t('errors:passkeyBrowserFailed');
}
