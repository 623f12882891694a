import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { whereDataLives } from './where-data-lives';

describe('whereDataLives', () => {
  it('names the embedded database, the files folder and the outbox by default', () => {
    const line = whereDataLives(loadConfig({ DATA_DIR: '/srv/byggarkiv' }));
    expect(line).toBe(
      'database: PGlite in /srv/byggarkiv/db; files: /srv/byggarkiv/files; mail: outbox /srv/byggarkiv/outbox',
    );
  });

  it('names servers without their passwords or keys', () => {
    const line = whereDataLives(
      loadConfig({
        DATABASE_URL: 'postgres://app:hemligt@db.example.se:5432/byggarkiv',
        SMTP_URL: 'smtp://post:lösen@mail.example.se:587',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'filer',
        S3_ACCESS_KEY_ID: 'AKIAEXEMPEL',
        S3_SECRET_ACCESS_KEY: 'topphemlig',
      }),
    );
    expect(line).toBe(
      'database: PostgreSQL postgres://db.example.se:5432/byggarkiv; files: S3 bucket filer at http://minio:9000; mail: SMTP smtp://mail.example.se:587',
    );
    for (const secret of ['hemligt', 'lösen', 'AKIAEXEMPEL', 'topphemlig']) expect(line).not.toContain(secret);
  });
});
