/** The few typed errors commands and routes throw; the error handler maps each to its status once. */
import { MSG, MSG_FILES } from '../common/messages';
import { ERROR_CODES, codeOfMessage } from '../common/api/error-codes';

export interface ErrorDetail {
  field?: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

/** A catalog text's own code (common/api/error-codes.ts), else the status's general one. */
const coded = (message: string, general: string) => codeOfMessage(message) ?? general;

export const badRequest = (message: string, details?: ErrorDetail[], code = coded(message, 'BAD_REQUEST')) =>
  new AppError(400, message, code, details);
// 401 keeps one code: every such answer means "sign in again", whatever its text.
export const unauthorized = (message: string = MSG.unauthorized) => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message, coded(message, 'FORBIDDEN'));
export const notFound = (message: string = MSG.notFound) => new AppError(404, message, coded(message, 'NOT_FOUND'));
export const conflict = (message: string, code = coded(message, 'CONFLICT')) => new AppError(409, message, code);
// 413 and 415 keep their codes: clients act on them whatever the file's kind (the text names it).
export const payloadTooLarge = (message: string) => new AppError(413, message, 'PAYLOAD_TOO_LARGE');
export const unsupportedMediaType = (message: string) => new AppError(415, message, 'UNSUPPORTED_MEDIA_TYPE');
/** A 413 for a bound other than one file's size (an organization's quota, a ZIP, a request's parts): its own code. */
export const overLimit = (message: string) => new AppError(413, message, coded(message, 'PAYLOAD_TOO_LARGE'));
/** Signing in with a wrong e-mail or password: one code for both, so neither tells which was wrong. */
export const invalidCredentials = () => new AppError(401, MSG.invalidCredentials, ERROR_CODES.invalidCredentials);
/** A call that needs an organization, by someone who has none. */
export const notOrgMember = () => new AppError(403, MSG.notOrgMember, ERROR_CODES.notOrgMember);
export const tooManyRequests = (message: string = MSG.tooManyRequests) =>
  new AppError(429, message, coded(message, 'RATE_LIMITED'));
/**
 * More of a bounded kind of work (password hashing, lib/passwords.ts) waits than this instance takes on: not the
 * caller's fault and soon over, so a 503 with Retry-After (plugins/error-handler.ts) rather than a long wait.
 */
export const serverBusy = () => new AppError(503, MSG.serverBusy, coded(MSG.serverBusy, 'SERVER_BUSY'));
/** A guessing limit's counters cannot be read (Redis or the database down): refused, never let through uncounted. */
export const limitsUnavailable = () =>
  new AppError(503, MSG.limitsUnavailable, coded(MSG.limitsUnavailable, 'SERVER_BUSY'));

/** docs/api.md §6 "Thumbnails": not made yet (the background renderer will). */
export const thumbnailPending = () => notFound(MSG_FILES.thumbnailPending);
