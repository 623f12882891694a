import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger';

describe('log redaction', () => {
  it('hides tokens, tickets and share tokens in URLs, a revoke path included', () => {
    expect(redactUrl('/api/v1/constructionfile/1/content?ticket=abc&x=1')).toBe(
      '/api/v1/constructionfile/1/content?ticket=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/api_shared/project?shareToken=s3cret')).toBe(
      '/api/v1/api_shared/project?shareToken=[redacted]',
    );
    expect(redactUrl('/api/v1/share_link/s3cret-token')).toBe('/api/v1/share_link/[redacted]');
  });

  it("drops a database error's parameters and details, in its causes too", () => {
    const cause = Object.assign(new Error('duplicate key'), {
      detail: 'Key (email)=(anna@example.se) already exists.',
    });
    const err = Object.assign(new Error('Failed query: insert into users'), {
      params: ['anna@example.se', '$argon2id$v=19$m=19456'],
      cause,
    });
    const options = loggerOptions('info') as { serializers: { err: (e: Error) => unknown } };
    const text = JSON.stringify(options.serializers.err(err));
    expect(text).not.toContain('anna@example.se');
    expect(text).not.toContain('argon2id');
    expect(text).toContain('Failed query');
  });

  it('drops the parameters Drizzle writes into its message, and so into the stack, keeping the cause', () => {
    const params = ['anna@example.se', '$argon2id$v=19$m=19456', 'a'.repeat(64)];
    const cause = new Error('duplicate key value violates unique constraint "users_email_lower_key"');
    const err = new DrizzleQueryError('insert into users (email, password_hash) values ($1, $2)', params, cause);
    const options = loggerOptions('info') as { serializers: { err: (e: Error) => unknown } };
    const serialized = options.serializers.err(err) as { message: string; stack: string };
    const text = JSON.stringify(serialized);
    for (const secret of params) expect(text).not.toContain(secret);
    expect(serialized.message).toContain('params: [redacted]');
    expect(serialized.message).toContain('duplicate key value');
    expect(serialized.stack).toContain('params: [redacted]');
  });

  it("redacts authorization headers logged anywhere, not only the request's (multipart logs them at trace)", () => {
    const lines: string[] = [];
    const options = loggerOptions('trace') as { redact: { paths: string[]; censor: string } };
    const log = pino({ level: 'trace', redact: options.redact }, { write: (line: string) => void lines.push(line) });
    log.trace({ busboyOptions: { headers: { authorization: 'Token s3cret-token' } } }, 'multipart');
    log.info({ headers: { cookie: 'session=s3cret-cookie' } }, 'headers');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toMatch(/s3cret/);
  });
});
