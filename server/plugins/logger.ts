/**
 * Structured logs (pino) that never carry secrets: tokens, passwords, share tokens and download tickets in URLs (a
 * share link's revoke path included), and the parameters and details of database errors (a failed statement's
 * parameters can be a password hash, a token hash or an e-mail address).
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

/** A serialized error without the database's parameters and details, its causes too. */
export function redactError(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => redactError(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_ERROR_FIELDS.has(key)) out[key] = '[redacted]';
    else out[key] = typeof inner === 'string' && key === 'message' ? inner : redactError(inner, depth + 1);
  }
  return out;
}

export function loggerOptions(level: string, format: 'pretty' | 'json' = 'json'): FastifyServerOptions['logger'] {
  return {
    level,
    ...(format === 'pretty' ? { stream: prettyStream() } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
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
      err: (err: Error) => redactError(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err>,
    },
  };
}
