import i18n, { type TFunction } from 'i18next';
import { refsByCode, type ErrorCode, type MessageCatalog, type MessageRef } from '../../common/api/error-code-names';
import type { MessageKey } from '../../common/messages';
import { ApiRequestError } from './api-client';

/** The mechanics' last resort, untranslated like the rest of them (the server's MSG.unknownError). */
export const UNKNOWN_ERROR = 'Unknown error';

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
    const text = error.serverError || error.reason || usableBody(error.body) || UNKNOWN_ERROR;
    return { text, serverFault: error.status >= 500 };
  }
  if (error instanceof Error && error.message) return { text: error.message, serverFault: false };
  if (typeof error === 'string' && error) return { text: error, serverFault: false };
  return { text: UNKNOWN_ERROR, serverFault: false };
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

/**
 * Where each catalog's texts are: the errors namespace (loaded before the first paint) holds all but the markup
 * editor's, which come with its own namespace, the only place its calls are made.
 */
const PLACE: Record<MessageCatalog, { namespace: 'errors' | 'markups'; path: string }> = {
  general: { namespace: 'errors', path: '' },
  project: { namespace: 'errors', path: 'project' },
  files: { namespace: 'errors', path: 'files' },
  sharing: { namespace: 'errors', path: 'sharing' },
  review: { namespace: 'errors', path: 'review' },
  markup: { namespace: 'markups', path: 'errors' },
  account: { namespace: 'errors', path: 'account' },
};

type Catalog = { [key: string]: string | Catalog };
let known: Map<string, MessageRef> | undefined;

/** A loaded catalog of the namespace, in any language: both hold the same keys (i18n/catalogs.test.ts). */
function bundleOf(namespace: string): Catalog | undefined {
  return [i18n.language, ...(i18n.languages ?? []), 'sv', 'en']
    .map((language) => i18n.getResourceBundle(language, namespace) as Catalog | undefined)
    .find(Boolean);
}

/**
 * Code → key, read from the catalogs' keys, which the server's catalogs share (i18n/catalogs.test.ts): the
 * English texts stay on the server. Kept once every catalog's namespace has been seen loaded.
 */
function refOfCode(code: string): MessageRef | undefined {
  if (known) return known.get(code);
  let complete = true;
  const keysOf = (catalog: MessageCatalog) => {
    const { namespace, path } = PLACE[catalog];
    const bundle = bundleOf(namespace);
    if (!bundle) complete = false;
    const node = path ? bundle?.[path] : bundle;
    return typeof node === 'object' ? Object.keys(node).filter((key) => typeof node[key] === 'string') : [];
  };
  const refs = refsByCode(keysOf);
  if (complete) known = refs;
  return refs.get(code);
}

/** The text a known error code names, in the current language; undefined for codes that name no text. */
export function translateCode(t: TFunction, code: string | undefined): string | undefined {
  const ref = code ? refOfCode(code) : undefined;
  if (!ref) return undefined;
  const { namespace, path } = PLACE[ref.catalog];
  return t(`${namespace}:${path ? `${path}.` : ''}${ref.key}`);
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
