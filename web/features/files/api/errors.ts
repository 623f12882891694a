import type { TFunction } from 'i18next';
import { type MSG_FILES } from '../../../../common/messages';
import { ApiRequestError } from '../../../lib/api-client';
import { ERROR_CODES } from '../../../../common/api/error-code-names';
import { formatApiError, hasErrorCode, translateError } from '../../../lib/error-message';
import { UploadTimeoutError } from './uploader';

export type FileMessageKey = keyof typeof MSG_FILES;

/** A MSG_FILES text in the current language (errors:files.<key>). */
export function fileMessage(t: TFunction, key: FileMessageKey): string {
  return t(`errors:files.${key}`);
}

/**
 * Why a file call failed, in the user's language: the upload time-out (docs/product.md point 8), a file text of
 * the server translated, then the general rules (network, known texts, server faults), and otherwise the
 * call's own docs/product.md text ("File not uploaded", "File not updated", "File not removed.").
 */
export function formatFileError(t: TFunction, error: unknown, fallback: FileMessageKey): string {
  if (error instanceof UploadTimeoutError) return t('files:dialog_errors.timeout');
  if (error instanceof ApiRequestError) {
    const known = translateError(t, error);
    if (known) return known;
    if (error.status === 413) return fileMessage(t, 'tooLarge');
    if (error.status === 415) return fileMessage(t, 'wrongType');
    if (error.status === 0 || error.status >= 500 || error.serverError) return formatApiError(t, error, 'unknownError');
  }
  return fileMessage(t, fallback);
}

/** A caller outside every organization gets 403 "User is not a member of any organization.". */
export function isNoOrganization(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.notOrgMember);
}
