import type { TFunction } from 'i18next';
import { type MSG_PROJECT } from '../../../common/messages';
import { ApiRequestError } from '../../lib/api-client';
import { formatApiError, translateError } from '../../lib/error-message';
import { UploadTimeoutError } from '../../lib/upload-client';

export type ProjectMessageKey = keyof typeof MSG_PROJECT;

/** A MSG_PROJECT text in the current language (errors:project.<key>). */
export function projectMessage(t: TFunction, key: ProjectMessageKey): string {
  return t(`errors:project.${key}`);
}

/**
 * Why a project or activity call failed, in the user's language: a project text of the server
 * translated, then the general rules of formatApiError (network, known texts, server faults), and
 * otherwise the call's own docs/product.md text ("Project not created", "Activity not updated", …).
 */
export function formatProjectError(t: TFunction, error: unknown, fallback: ProjectMessageKey): string {
  if (error instanceof UploadTimeoutError) return t('errors:timeout');
  if (error instanceof ApiRequestError) {
    const known = translateError(t, error);
    if (known) return known;
    if (error.status === 0 || error.status >= 500 || error.serverError) return formatApiError(t, error, 'unknownError');
  }
  return projectMessage(t, fallback);
}

/** Notification parts: the call's docs/product.md text as title, the reason (when there is a better one) as message. */
export function projectErrorNotice(t: TFunction, error: unknown, fallback: ProjectMessageKey) {
  const title = projectMessage(t, fallback);
  const reason = formatProjectError(t, error, fallback);
  return { color: 'red', title, message: reason === title ? t('projects:errors.tryAgain') : reason };
}
