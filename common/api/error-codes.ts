/**
 * Stable `code`s of error answers. Every text of the message catalogs (common/messages.ts) has one, and an
 * error answer with such a text carries it, so the web app translates by code and never by the English
 * text, which may be reworded (docs/product.md's texts are for people).
 */
import { MSG, MSG_ACCOUNT, MSG_FILES, MSG_MARKUP, MSG_PROJECT, MSG_REVIEW, MSG_SHARING } from '../messages';

export const MESSAGE_CATALOGS = {
  general: MSG,
  project: MSG_PROJECT,
  files: MSG_FILES,
  sharing: MSG_SHARING,
  review: MSG_REVIEW,
  markup: MSG_MARKUP,
  account: MSG_ACCOUNT,
} as const;
export type MessageCatalog = keyof typeof MESSAGE_CATALOGS;
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

const codeByText = new Map<string, string>();
const refByCode = new Map<string, MessageRef>();
for (const [catalog, messages] of Object.entries(MESSAGE_CATALOGS) as Array<[MessageCatalog, Record<string, string>]>) {
  for (const [key, text] of Object.entries(messages)) {
    const code = NAMED[`${catalog}.${key}`] ?? PREFIX[catalog] + constantCase(key);
    // A text in two catalogs keeps its first code; both translate the same.
    if (!codeByText.has(text)) codeByText.set(text, code);
    if (!refByCode.has(code)) refByCode.set(code, { catalog, key });
  }
}

/** The code of a catalog text, if it is one. */
export function codeOfMessage(text: string): string | undefined {
  return codeByText.get(text);
}

/** The catalog text a code names, if it names one. */
export function messageOfCode(code: string): MessageRef | undefined {
  return refByCode.get(code);
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
