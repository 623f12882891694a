/** The start-up line's account of where this instance keeps its data, with no password or key in it. */
import path from 'node:path';
import type { Config } from './config';

const withoutSecrets = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
};

export function whereDataLives(config: Config): string {
  const database = config.databaseUrl
    ? `PostgreSQL ${withoutSecrets(config.databaseUrl)}`
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  const files = config.s3
    ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${withoutSecrets(config.s3.endpoint)}` : ` (${config.s3.region})`}`
    : path.join(config.dataDir, 'files');
  const mail = config.smtpUrl
    ? `SMTP ${withoutSecrets(config.smtpUrl)}`
    : `outbox ${path.join(config.dataDir, 'outbox')}`;
  return `database: ${database}; files: ${files}; mail: ${mail}`;
}
