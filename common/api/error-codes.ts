/**
 * Stable `code`s of error answers the web app acts on. It decides by code, never by the English text, which
 * may be reworded (SPEC.md's texts are for people).
 */
export const ERROR_CODES = {
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  notOrgMember: 'NOT_ORG_MEMBER',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
