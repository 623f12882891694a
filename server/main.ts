/** Starts Byggarkiv: reads config, migrates, makes sure the superadmin exists, listens, shuts down gracefully. */
import path from 'node:path';
import { buildApp } from './app';
import { cleanupUploads } from './commands/cleanup-uploads';
import { removePartialWrites } from './commands/remove-partial-writes';
import { ensureSuperadmin } from './commands/ensure-superadmin';
import { deleteExpiredAuditEvents } from './jobs/audit-retention';
import { DailyScheduler } from './jobs/daily-scheduler';
import { PeriodicJob } from './jobs/periodic-job';
import { removeExpiredCounters } from './lib/rate-limit-store';
import { removeAuthLeftovers } from './jobs/auth-leftovers';
import { removeDeletedMarkups } from './jobs/deleted-markups';
import { DEADLINE_MAIL_HOUR, sendDeadlineMails } from './jobs/deadline-mails';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createStorage } from './storage/create-storage';
import { whereDataLives } from './where-data-lives';
import { closeTextWorkers } from './text/extract-pdf-text';
import { closeThumbnailWorkers } from './thumbnails/render-thumbnail';
import { closeFlattenWorkers } from './markups/flatten-markups';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.smtpFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const storage = createStorage(config);
  const app = await buildApp({ config, database, mailer, storage });
  if (config.superadmin) {
    await ensureSuperadmin({ db: database.db, log: app.log }, config.superadmin.email, config.superadmin.password);
  }

  // What a killed server left half-written goes now, not at the sweep a day later; in the background.
  removePartialWrites({ storage, config, log: app.log }).catch((err: unknown) =>
    app.log.warn({ err }, 'could not remove unfinished writes'),
  );

  // Hourly, on one instance: uploads never attached to anything, blobs no row names and half-written blobs, each
  // after a day; rate-limit counters and sign-in windows that have passed, spent password-reset tokens, expired
  // sign-in steps and ended sessions; markups deleted longer ago than undo reaches.
  const sweep = new PeriodicJob(database.db, app.log, {
    name: 'storage-sweep',
    periodMs: 60 * 60_000,
    run: async () => ({
      ...(await cleanupUploads({ db: database.db, storage, log: app.log })),
      expiredRateCounters: await removeExpiredCounters(database.db),
      ...(await removeAuthLeftovers(database.db, config.sessionIdleMs)),
      deletedMarkups: await removeDeletedMarkups(database.db),
    }),
  });
  sweep.start();

  // Daily, on one instance: the deadline mails at 07:00 Swedish time (docs/api.md §6), the audit retention at 03:00.
  const baseUrl = config.publicUrl?.replace(/\/$/, '') ?? `http://localhost:${config.port}`;
  const daily = new DailyScheduler(database.db, app.log, [
    {
      name: 'deadline-mails',
      hour: DEADLINE_MAIL_HOUR,
      run: async (day) => {
        const sent = await sendDeadlineMails({ db: database.db, mailer, log: app.log, baseUrl }, day);
        app.log.info({ day, sent }, 'deadline mails sent');
      },
    },
    {
      name: 'audit-retention',
      hour: 3,
      run: async () => {
        const deleted = await deleteExpiredAuditEvents(database.db, config.auditRetentionDays);
        app.log.info({ deleted }, 'expired audit events deleted');
      },
    },
  ]);
  daily.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop a shutdown that hangs on a stuck client from holding the process forever.
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    daily.stop();
    sweep.stop();
    await app.close();
    // The PDF workers' child processes would end with the parent's IPC channel anyway; now, and all at once.
    closeTextWorkers();
    closeThumbnailWorkers();
    closeFlattenWorkers();
    // A handler whose client went away may still run after its connection closed; it keeps its database.
    await app.runningHandlers.drained(10_000);
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Fastify's own line, the first a start prints: where it listens and where the data lives.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Byggarkiv is running on ${address} — ${whereDataLives(config)}`,
  });
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  if (!config.publicUrl && !['127.0.0.1', 'localhost', '::1'].includes(config.host))
    app.log.warn(
      `PUBLIC_URL is not set: links in mails point at http://localhost:${config.port}, since a request's Host header cannot be trusted`,
    );
}

main().catch((err: unknown) => {
  console.error('Byggarkiv could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
