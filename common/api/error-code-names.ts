/**
 * How a message catalog's key names its stable error `code`, apart from the texts themselves (common/messages.ts):
 * the web app finds the key of a code from its own errors catalog's keys, so the server's English texts never go
 * into its bundle. `error-codes.ts` gives the server the same table from the texts.
 */

/** The catalogs in the order their codes are claimed: a code two keys would share belongs to the first. */
export const MESSAGE_CATALOG_NAMES = ['general', 'project', 'files', 'sharing', 'review', 'markup', 'account'] as const;
export type MessageCatalog = (typeof MESSAGE_CATALOG_NAMES)[number];
export interface MessageRef {
  catalog: MessageCatalog;
  key: string;
}

const PREFIX: Record<MessageCatalog, string> = {
  general: '',
  project: 'PROJECT_',
  files: 'FILE_',
  sharing: 'SHARE_',
  review: 'REVIEW_',
  markup: 'MARKUP_',
  account: '',
};

/** Codes that had their names before every text had one; clients know them by these. */
const NAMED: Record<string, string> = {
  'general.orgNameTaken': 'ORGANIZATION_NAME_TAKEN',
  'general.orgAlreadyApproved': 'ALREADY_APPROVED',
  'general.orgNotApproved': 'NOT_APPROVED',
  'general.internalError': 'INTERNAL',
  'general.tooManyRequests': 'RATE_LIMITED',
  'files.thumbnailPending': 'THUMBNAIL_PENDING',
};

const constantCase = (key: string) => key.replace(/([a-z0-9])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2_').toUpperCase();

/** The code of a catalog's key. */
export function codeOfKey(catalog: MessageCatalog, key: string): string {
  return NAMED[`${catalog}.${key}`] ?? PREFIX[catalog] + constantCase(key);
}

/** Code → catalog key for the given keys of each catalog, the first claim of a code winning. */
export function refsByCode(keysOf: (catalog: MessageCatalog) => Iterable<string>): Map<string, MessageRef> {
  const refs = new Map<string, MessageRef>();
  for (const catalog of MESSAGE_CATALOG_NAMES)
    for (const key of keysOf(catalog)) {
      const code = codeOfKey(catalog, key);
      if (!refs.has(code)) refs.set(code, { catalog, key });
    }
  return refs;
}

/** Codes the web app acts on beyond showing a text. */
export const ERROR_CODES = {
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  notOrgMember: 'NOT_ORG_MEMBER',
  projectNameTaken: 'PROJECT_NAME_TAKEN',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  mfaCodeInvalid: 'MFA_CODE_INVALID',
  mfaTokenInvalid: 'MFA_TOKEN_INVALID',
  mfaSetupRequired: 'MFA_SETUP_REQUIRED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
