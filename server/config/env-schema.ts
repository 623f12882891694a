/** The environment variables a start reads, each with its check and default (docs/api.md point 1); config.ts parses them. */
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '../../common/limits';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const envSchema = z
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
