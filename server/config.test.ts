import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requestTimeoutFor, startupWarnings } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      maxUploadBytes: 512 * 1024 * 1024,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.s3).toBeUndefined();
  });

  it('logs readable lines on a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(ConfigError);
  });

  it('trusts X-Forwarded-For from the proxies TRUST_PROXY names, and from none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5; rm -rf /' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/byggarkiv',
      DATABASE_URL: 'postgres://u:p@db:5432/byggarkiv',
      SMTP_URL: 'smtp://u:p@mail:587',
      SUPERADMIN_EMAIL: 'root@example.se',
      SUPERADMIN_PASSWORD: 'långt-lösen',
      MAX_UPLOAD_MB: '20',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/byggarkiv',
      databaseUrl: 'postgres://u:p@db:5432/byggarkiv',
      smtpUrl: 'smtp://u:p@mail:587',
      superadmin: { email: 'root@example.se', password: 'långt-lösen' },
      maxUploadBytes: 20 * 1024 * 1024,
      s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'files', region: 'us-east-1' },
    });
  });

  it('refuses RATE_LIMIT_DISABLED in production and warns of it elsewhere', () => {
    const env = { RATE_LIMIT_DISABLED: 'true', NODE_ENV: 'production' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/RATE_LIMIT_DISABLED: must not be true with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimit).toBe(true);
    const disabled = loadConfig({ RATE_LIMIT_DISABLED: 'true' });
    expect(disabled.rateLimit).toBe(false);
    expect(startupWarnings(disabled)).toEqual([expect.stringContaining('RATE_LIMIT_DISABLED=true')]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });

  it('bounds ZIPs, organizations and request bodies, by default and as told', () => {
    expect(loadConfig({})).toMatchObject({
      zipMaxBytes: 4096 * 1024 ** 2,
      orgStorageQuotaBytes: 100 * 1024 ** 3,
      bodyIdleTimeoutMs: 60_000,
      requestTimeoutMs: requestTimeoutFor(512 * 1024 ** 2),
    });
    expect(
      loadConfig({ ZIP_MAX_MB: '10', ORG_STORAGE_QUOTA_GB: '0', REQUEST_BODY_IDLE_SECONDS: '5', MAX_UPLOAD_MB: '1' }),
    ).toMatchObject({
      zipMaxBytes: 10 * 1024 ** 2,
      orgStorageQuotaBytes: 0,
      bodyIdleTimeoutMs: 5_000,
      requestTimeoutMs: requestTimeoutFor(1024 ** 2),
    });
    // A 512 MB upload at 64 KiB/s, plus ten minutes.
    expect(requestTimeoutFor(512 * 1024 ** 2)).toBe((600 + 8192) * 1000);
  });

  it.each([
    [{ ZIP_MAX_MB: '0' }, 'ZIP_MAX_MB'],
    [{ ORG_STORAGE_QUOTA_GB: '-1' }, 'ORG_STORAGE_QUOTA_GB'],
    [{ REQUEST_BODY_IDLE_SECONDS: '0' }, 'REQUEST_BODY_IDLE_SECONDS'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ MAX_UPLOAD_MB: '0' }, 'MAX_UPLOAD_MB'],
    [{ SUPERADMIN_EMAIL: 'root@example.se' }, 'SUPERADMIN_PASSWORD'],
    [{ SUPERADMIN_EMAIL: 'nope', SUPERADMIN_PASSWORD: 'långt-lösen' }, 'SUPERADMIN_EMAIL'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
