/** A built app on a fresh database with an outbox folder, plus helpers to sign in and read mail. */
import { BulkWrites } from '../lib/bulk-writes';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { createCaches } from '../cache/caches';
import { ChangeTracker } from '../cache/change-tracker';
import { loadConfig, type Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { EventCounter } from '../audit/event-counter';
import { ReadRecorder } from '../audit/read-recorder';
import { ShareUseRecorder } from '../commands/share-links';
import { StatisticsKeeper } from '../db/statistics';
import { createMailer } from '../mail/mailer';
import { createStorage } from '../storage/create-storage';
import { startTestS3 } from './s3-server';
import { openTestDatabase, type TestDatabase } from './test-database';
import { storedFiles, storedS3Objects } from './uploads';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  ctx: AppContext;
  dataDir: string;
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  outbox(): string[];
  /** Every log line the app wrote, as JSON lines (empty unless built with `captureLog`). */
  logText(): string;
  /** Every blob in the app's storage (disk or test S3). */
  blobs(): string[];
  /** A second server on the same database and storage with the same configuration but `changes` (closed by `close`). */
  twin(changes?: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** Storage for a test app: disk, or a local S3 server when TEST_STORAGE=s3 (unless the test sets S3 itself). */
export const testStorageKind = process.env.TEST_STORAGE === 's3' ? 's3' : 'disk';

export interface TestAppOptions {
  /**
   * Keep the app's whole log in memory as JSON lines (`logText`), at LOG_LEVEL (`trace` unless `env` names one):
   * a test reads a run's log for secrets.
   */
  captureLog?: boolean;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const logLines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-test-'));
  const s3 = testStorageKind === 's3' && !env.S3_BUCKET ? await startTestS3() : undefined;
  // PDF text and thumbnails are made for the tests that look for them (PDF_TEXT_EXTRACTION=on, THUMBNAILS=on);
  // elsewhere they would only be load.
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    // TEST_LOG=1 shows the server's errors (a 500 in a test says why); silent otherwise.
    LOG_LEVEL: process.env.TEST_LOG ? 'error' : 'silent',
    PDF_TEXT_EXTRACTION: 'off',
    THUMBNAILS: 'off',
    // One key for every app of a test file: the twins on one database read each other's sealed secrets.
    SECRET_KEY: 'byggarkiv-tests-seal-with-this-key-0123456789',
    ...(s3?.env ?? {}),
    ...(options.captureLog ? { LOG_LEVEL: 'trace', LOG_FORMAT: 'json' } : {}),
    ...env,
  });
  const database = await openTestDatabase({ statementTimeoutMs: config.statementTimeoutMs });
  const outboxDir = path.join(dataDir, 'outbox');
  const mailer = createMailer({ from: config.smtpFrom, outboxDir });
  const storage = createStorage(config);
  const build = (db: Database, store = storage, changes: Partial<Config> = {}) =>
    buildApp({
      config: { ...config, ...changes },
      database: db,
      mailer,
      storage: store,
      logger: Boolean(process.env.TEST_LOG) || Boolean(options.captureLog),
      ...(options.captureLog ? { logDestination: { write: (line: string) => void logLines.push(line) } } : {}),
      webDir: path.join(dataDir, 'no-web'),
    });
  const app = await build(database);
  await app.ready();
  const twins: Array<{ app: FastifyInstance; database: Database }> = [];
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer,
    storage,
    log: app.log,
    caches: createCaches(new ChangeTracker()),
    statistics: new StatisticsKeeper(database.db, app.log),
    contentJobs: { nudge: () => undefined },
    shareUse: new ShareUseRecorder(database.db),
    reads: new ReadRecorder(database.db, app.log),
    securityEvents: new EventCounter(database.db, app.log),
    bulkWrites: new BulkWrites(),
  };
  return {
    app,
    database,
    ctx,
    dataDir,
    request({ token, headers, ...opts }) {
      const url = typeof opts.url === 'string' && !opts.url.startsWith('/api/') ? `/api/v1${opts.url}` : opts.url;
      return app.inject({
        ...opts,
        url,
        headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) },
      } as InjectOptions);
    },
    outbox() {
      if (!fs.existsSync(outboxDir)) return [];
      return fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    },
    logText() {
      return logLines.join('');
    },
    blobs() {
      return s3 ? storedS3Objects(s3.directory) : storedFiles(dataDir);
    },
    async twin(changes) {
      const again = await database.openAgain();
      const twin = await build(again, createStorage(config), changes);
      await twin.ready();
      twins.push({ app: twin, database: again });
      return twin;
    },
    async close() {
      for (const twin of twins) {
        await twin.app.close();
        await twin.database.close();
      }
      await app.close();
      await database.close();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
