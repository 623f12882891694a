import type { TFunction } from 'i18next';
import { messageOfCode, type MessageCatalog } from '../../common/api/error-codes';
import { MSG, type MessageKey } from '../../common/messages';
import { ApiRequestError } from './api-client';
import type { ErrorCode } from '../../common/api/error-codes';

/** Bodies longer than this, or HTML pages, are not worth showing to a person. */
const MAX_BODY_LENGTH = 300;

export interface AuthErrorParts {
  /** The message as the server (or the network layer) worded it, untranslated. */
  text: string;
  /** True for status 500 and above: the text gets the "Server error:" prefix. */
  serverFault: boolean;
}

function usableBody(body: string | undefined): string | undefined {
  const trimmed = body?.trim();
  if (!trimmed || trimmed.length > MAX_BODY_LENGTH || trimmed.startsWith('<')) return undefined;
  return trimmed;
}

/**
 * docs/product.md point 8 "Mechanics" for login and register: the server's error message, else the error,
 * else the response body, else "Unknown error".
 */
export function authErrorParts(error: unknown): AuthErrorParts {
  if (error instanceof ApiRequestError) {
    const text = error.serverError || error.reason || usableBody(error.body) || MSG.unknownError;
    return { text, serverFault: error.status >= 500 };
  }
  if (error instanceof Error && error.message) return { text: error.message, serverFault: false };
  if (typeof error === 'string' && error) return { text: error, serverFault: false };
  return { text: MSG.unknownError, serverFault: false };
}

/** Whether the server answered with this error code (decide by code, never by the English text). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiRequestError && error.code === code;
}

/** The untranslated mechanics text, "Server error:" and a line break in front on status ≥ 500. */
export function authErrorMessage(error: unknown): string {
  const { text, serverFault } = authErrorParts(error);
  return serverFault ? `Server error:\n${text}` : text;
}

const I18N_KEY: Record<MessageCatalog, (key: string) => string> = {
  general: (key) => `errors:${key}`,
  project: (key) => `errors:project.${key}`,
  files: (key) => `errors:files.${key}`,
  sharing: (key) => `errors:sharing.${key}`,
  review: (key) => `errors:review.${key}`,
  markup: (key) => `errors:markup.${key}`,
  account: (key) => `errors:account.${key}`,
};

/** The text a known error code names, in the current language; undefined for codes that name no text. */
export function translateCode(t: TFunction, code: string | undefined): string | undefined {
  const ref = code ? messageOfCode(code) : undefined;
  return ref ? t(I18N_KEY[ref.catalog](ref.key)) : undefined;
}

/** A server answer's text in the current language, found by its code (never by its English wording). */
export function translateError(t: TFunction, error: unknown): string | undefined {
  return error instanceof ApiRequestError ? translateCode(t, error.code) : undefined;
}

/** The mechanics text, translated; render it with `white-space: pre-line` to keep the line break. */
export function formatAuthError(t: TFunction, error: unknown): string {
  const { text, serverFault } = authErrorParts(error);
  const message = translateError(t, error) ?? text;
  return serverFault ? `${t('errors:serverErrorPrefix')}\n${message}` : message;
}

/**
 * For the other calls: the server's known message translated, a network failure explained, and
 * otherwise the caller's fallback (e.g. "Password change failed").
 */
export function formatApiError(t: TFunction, error: unknown, fallbackKey: MessageKey | 'network'): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('errors:network');
    const known = translateError(t, error);
    if (known) return known;
    if (error.status >= 500) return t('errors:internalError');
    if (error.serverError) return error.serverError;
  }
  return t(`errors:${fallbackKey}`);
}
