/** Reads PostgreSQL error codes through Drizzle's wrapping, the same way for PGlite and node-postgres. */

export function pgCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
export const isInvalidTextRepresentation = (err: unknown) => pgCode(err) === '22P02';
export const isInvalidRegex = (err: unknown) => pgCode(err) === '2201B';
/** PostgreSQL cancelled the statement (57014): its statement_timeout ran out (db/statement-timeout.ts). */
export const isStatementCancelled = (err: unknown) => pgCode(err) === '57014';

// Codes PostgreSQL sends while it cannot serve: shutting down, starting up, or the connection broke.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_TEXT =
  /timeout exceeded when trying to connect|Connection terminated|connection to server .* failed|the database system is (starting up|shutting down)/i;

/**
 * Whether the database could not be reached or is restarting (not the request's fault, and soon over): a 503 with
 * Retry-After, never a 500. Looks through Drizzle's wrapping like pgCode.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
/** A row names one that is gone (a file deleted while its revision was being added). */
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
