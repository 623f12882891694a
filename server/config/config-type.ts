/** The configuration a start runs with, as config.ts makes it from the environment (config/env-schema.ts). */
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
