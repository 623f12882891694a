/**
 * Structured logs (pino) that never carry secrets: tokens, passwords, share tokens and download tickets in URLs (a
 * share link's revoke path included), and the parameters and details of database errors (a failed statement's
 * parameters can be a password hash, a token hash or an e-mail address), wherever the error carries them: as
 * fields, or written into its message and stack as Drizzle does.
 */
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { prettyStream } from './pretty-log';

const SECRET_QUERY = /([?&](?:shareToken|token|api_token|ticket|mfaToken)=)[^&]*/gi;
/** Paths whose last segment is a secret: `DELETE share_link/{shareToken}`. */
const SECRET_PATH = /(\/share_link\/)[^/?]+/gi;
/** What an error carries from the database that can hold someone's data. */
const SECRET_ERROR_FIELDS = new Set(['params', 'parameters', 'detail']);

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** Error texts that repeat a failed statement's parameters (Drizzle's message, and so the stack). */
const TEXT_FIELDS = new Set(['message', 'stack']);
const REDACTED_PARAMS = '\nparams: [redacted]';
/** A `params:` line not yet redacted: the fallback for a query error whose parameters were not at hand. */
const PARAMS_LINE = /^params: (?!\[redacted\]).*$/gm;

/**
 * What Drizzle wrote into the messages of an error and its causes: a failed query's message is
 * `Failed query: <sql>\nparams: <the parameters, comma-separated>`, and pino copies messages into `message` and
 * `stack` (with its causes').
 */
export function paramsInMessages(err: unknown): string[] {
  const found: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) found.push(`\nparams: ${String(params)}`);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

function redactText(text: string, params: readonly string[]): string {
  let out = text;
  for (const written of params) out = out.split(written).join(REDACTED_PARAMS);
  return out.replace(PARAMS_LINE, 'params: [redacted]');
}

/**
 * A serialized error without the database's parameters and details, its causes too: the `params`, `parameters`
 * and `detail` fields, and the parameters Drizzle wrote into its message and stack (`params`, from
 * paramsInMessages).
 */
export function redactError(value: unknown, depth = 0, params: readonly string[] = []): unknown {
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => redactError(item, depth + 1, params));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_ERROR_FIELDS.has(key)) out[key] = '[redacted]';
    else if (typeof inner === 'string') out[key] = TEXT_FIELDS.has(key) ? redactText(inner, params) : inner;
    else out[key] = redactError(inner, depth + 1, params);
  }
  return out;
}

/** Where log lines go instead of stdout: tests read a whole run's log from one. */
export interface LogDestination {
  write(line: string): void;
}

/** Fastify's logger: `level`, pretty or JSON lines, to stdout or to `destination` (JSON), redacted as above. */
export function loggerOptions(
  level: string,
  format: 'pretty' | 'json' = 'json',
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(destination ? { stream: destination } : format === 'pretty' ? { stream: prettyStream() } : {}),
    redact: {
      paths: [
        // Any logged headers, not only the request's: @fastify/multipart logs its busboy options, the request's
        // headers among them, at trace level.
        'headers.authorization',
        'headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.password',
        '*.currentPassword',
        '*.api_token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      // The shape pino's own serializer answers, less the fields redactError takes out.
      err: (err: Error) =>
        redactError(stdSerializers.err(err), 0, paramsInMessages(err)) as ReturnType<typeof stdSerializers.err>,
    },
  };
}
