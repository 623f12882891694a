/**
 * The jobs that run on a clock (docs/ARCHITECTURE.md "Daily jobs and deadline mails", "Several instances"): the
 * hourly storage sweep and the daily jobs, each taken by one instance of all that share the database, and the
 * removal of what a killed server left half-written. Registered by `main.ts` only: an app built for a test runs
 * no clock of its own (the jobs' own tests drive them). Started when the app is ready, stopped as it closes.
 */
import type { FastifyInstance } from 'fastify';
import { cleanupUploads } from '../commands/cleanup-uploads';
import { removePartialWrites } from '../commands/remove-partial-writes';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { deleteExpiredAuditEvents } from '../jobs/audit-retention';
import { removeAuthLeftovers } from '../jobs/auth-leftovers';
import { DailyScheduler } from '../jobs/daily-scheduler';
import { DEADLINE_MAIL_HOUR, sendDeadlineMails } from '../jobs/deadline-mails';
import { removeDeletedMarkups } from '../jobs/deleted-markups';
import { PeriodicJob } from '../jobs/periodic-job';
import { removeExpiredCounters } from '../lib/rate-limit-store';
import type { Mailer } from '../mail/mailer';
import type { BlobStore } from '../storage/blob-store';

export function registerScheduledJobs(
  app: FastifyInstance,
  deps: { db: Db; storage: BlobStore; mailer: Mailer; config: Config },
): void {
  const { db, storage, mailer, config } = deps;
  const log = app.log;

  // Hourly, on one instance: uploads never attached to anything, blobs no row names and half-written blobs, each
  // after a day; rate-limit counters and sign-in windows that have passed, spent password-reset tokens, expired
  // sign-in steps and ended sessions; markups deleted longer ago than undo reaches.
  const sweep = new PeriodicJob(db, log, {
    name: 'storage-sweep',
    periodMs: 60 * 60_000,
    run: async () => ({
      ...(await cleanupUploads({ db, storage, log })),
      expiredRateCounters: await removeExpiredCounters(db),
      ...(await removeAuthLeftovers(db, config.sessionIdleMs)),
      deletedMarkups: await removeDeletedMarkups(db),
    }),
  });

  // Daily, on one instance: the deadline mails at 07:00 Swedish time (docs/api.md §6), the audit retention at 03:00.
  const baseUrl = config.publicUrl?.replace(/\/$/, '') ?? `http://localhost:${config.port}`;
  const daily = new DailyScheduler(db, log, [
    {
      name: 'deadline-mails',
      hour: DEADLINE_MAIL_HOUR,
      run: async (day) => {
        const sent = await sendDeadlineMails({ db, mailer, log, baseUrl }, day);
        log.info({ day, sent }, 'deadline mails sent');
      },
    },
    {
      name: 'audit-retention',
      hour: 3,
      run: async () => {
        const deleted = await deleteExpiredAuditEvents(db, config.auditRetentionDays);
        log.info({ deleted }, 'expired audit events deleted');
      },
    },
  ]);

  app.addHook('onReady', async () => {
    // What a killed server left half-written goes now, not at the sweep a day later; in the background.
    removePartialWrites({ storage, config, log }).catch((err: unknown) =>
      log.warn({ err }, 'could not remove unfinished writes'),
    );
    sweep.start();
    daily.start();
  });
  app.addHook('onClose', async () => {
    daily.stop();
    sweep.stop();
  });
}
