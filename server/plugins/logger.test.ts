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
});
