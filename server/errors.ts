/** The few typed errors commands and routes throw; the error handler maps each to its status once. */
import { MSG } from '../common/messages';

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

export const badRequest = (message: string, details?: ErrorDetail[], code = 'BAD_REQUEST') =>
  new AppError(400, message, code, details);
export const unauthorized = (message: string = MSG.unauthorized) => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message, 'FORBIDDEN');
export const notFound = (message: string = MSG.notFound) => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
export const payloadTooLarge = (message: string) => new AppError(413, message, 'PAYLOAD_TOO_LARGE');
export const unsupportedMediaType = (message: string) => new AppError(415, message, 'UNSUPPORTED_MEDIA_TYPE');
export const tooManyRequests = (message: string = MSG.tooManyRequests) => new AppError(429, message, 'RATE_LIMITED');
