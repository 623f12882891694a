/** One place where every error becomes the envelope `{ success: false, error, code?, details? }`. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { codeOfMessage } from '../../common/api/error-codes';
import { MSG, MSG_ACCOUNT, MSG_MARKUP } from '../../common/messages';
import { isDatabaseUnavailable, isInvalidRegex, isInvalidTextRepresentation, isStatementCancelled } from '../db/errors';
import { AppError, type ErrorDetail } from '../errors';

const DATABASE_UNAVAILABLE = 'The database is not available right now. Please try again shortly.';
const QUERY_TIMEOUT =
  'The request took longer than the database allows and was stopped. Narrow the query or try again shortly.';

// Texts the contract writes for the user: sent as they are, not prefixed with the field. A markup's geometry,
// colour and page are checked by its contract with the catalog's own texts (their codes translate in the app), and
// so is a public mail domain named for single sign-on.
const EXACT = new Set<string>([...Object.values(MSG), ...Object.values(MSG_MARKUP), MSG_ACCOUNT.ssoDomainPublic]);

function validationAnswer(err: FastifyError & { validation?: unknown }) {
  const issues = (err.validation ?? []) as Array<{
    instancePath?: string;
    message?: string;
    params?: { issue?: { path?: unknown[] } };
  }>;
  const details: ErrorDetail[] = issues.map((i) => {
    const path = Array.isArray(i.params?.issue?.path)
      ? i.params.issue.path.join('.')
      : (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { field: path || undefined, message: i.message ?? 'Invalid value' };
  });
  const first = details[0];
  const where = err.validationContext ?? 'body';
  const error = first
    ? EXACT.has(first.message)
      ? first.message
      : `Invalid ${where}: ${first.field ? `${first.field}: ` : ''}${first.message}`
    : `Invalid ${where}`;
  // A catalog text names its own code (the web app translates by it); other failures are VALIDATION_FAILED.
  return { success: false as const, error, code: codeOfMessage(error) ?? 'VALIDATION_FAILED', details };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A 503 (serverBusy) is soon over: say when to come back, as for a database that is not available.
      if (err.status === 503) reply.header('Retry-After', '1');
      return reply
        .status(err.status)
        .send({ success: false, error: err.message, code: err.code, details: err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.status(400).send(validationAnswer(err));
    }
    // The database is the last judge of a regex or a value's type; its refusal is the client's error.
    if (isInvalidRegex(err))
      return reply.status(400).send({ success: false, error: 'Invalid regular expression', code: 'INVALID_REGEX' });
    if (isInvalidTextRepresentation(err))
      return reply.status(400).send({ success: false, error: 'Invalid value', code: 'BAD_REQUEST' });
    // The statement ran past STATEMENT_TIMEOUT_MS (db/statement-timeout.ts): too much work asked, or a database
    // too busy to do it in time. Either way not a fault of the server's code, and the connection is free again.
    if (isStatementCancelled(err)) {
      request.log.warn({ err }, 'statement timed out');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, error: QUERY_TIMEOUT, code: 'QUERY_TIMEOUT' });
    }
    // PostgreSQL restarting or out of reach, or every pooled connection busy past its wait: try again shortly.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, error: DATABASE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ success: false, error: MSG.internalError, code: 'INTERNAL' });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      const code = err.code ?? 'BAD_REQUEST';
      const message = status === 413 ? 'Request body is too large.' : err.message || 'Bad request';
      return reply.status(status).send({ success: false, error: message, code });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, error: MSG.internalError, code: 'INTERNAL' });
  });
}
