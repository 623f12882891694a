/** Structured logs (pino) that never carry secrets: tokens, passwords or share tokens in URLs. */
import type { FastifyServerOptions } from 'fastify';
import { prettyStream } from './pretty-log';

const SECRET_QUERY = /([?&](?:shareToken|token|api_token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
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
    },
  };
}
