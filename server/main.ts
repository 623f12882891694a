/** Starts Byggarkiv: reads config, migrates, makes sure the superadmin exists, listens, shuts down gracefully. */
import path from 'node:path';
import { buildApp } from './app';
import { ensureSuperadmin } from './commands/ensure-superadmin';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createStorage } from './storage/create-storage';
import { registerScheduledJobs } from './subsystems/scheduled-jobs';
import { closeContentWorkers } from './workers/content-slot';
import { whereDataLives } from './where-data-lives';
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

  // The jobs on a clock: only a running server has them, not an app built for a test.
  registerScheduledJobs(app, { db: database.db, storage, mailer, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop a shutdown that hangs on a stuck client from holding the process forever.
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await app.close();
    // The PDF workers' child processes would end with the parent's IPC channel anyway; now, and all at once.
    closeContentWorkers();
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
