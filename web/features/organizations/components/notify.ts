import type { TFunction } from 'i18next';
import type { MessageKey } from '../../../../common/messages';
import { formatApiError } from '../../../lib/error-message';
import i18n from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/** A green toast for a finished action. */
export function notifySuccess(title: string, message?: string): void {
  notify(i18n.t, { color: 'teal', title, message: message ?? '' });
}

/**
 * A red toast titled with the action's docs/product.md point 8 text ("Error adding member"), explained by the
 * server's own reason when it gave one ("An organization must keep at least one admin.").
 */
export function notifyFailure(t: TFunction, error: unknown, fallback: MessageKey): void {
  const title = t(`errors:${fallback}`);
  const reason = formatApiError(t, error, fallback);
  notify(t, {
    color: 'red',
    title,
    message: reason === title ? t('organization:notify.tryAgain') : reason,
    autoClose: 8000,
  });
}
