/**
 * What requests count and the app writes in batches — share-link uses, file reads for the audit log, security events —
 * and the table statistics kept fresh for the planner. Each flushes as the app closes, before the database does.
 */
import type { FastifyInstance } from 'fastify';
import { EventCounter } from '../audit/event-counter';
import { ReadRecorder } from '../audit/read-recorder';
import { ShareUseRecorder } from '../commands/share-links';
import type { Database } from '../db/client';
import { StatisticsKeeper } from '../db/statistics';

export function registerRecorders(app: FastifyInstance, database: Database) {
  const statistics = new StatisticsKeeper(database.db, app.log);
  // Never-analysed tables first (a fresh import, a restored dump); on PGlite, which has no autovacuum, noted
  // writes every ten minutes too. In the background: the app serves meanwhile.
  app.addHook('onReady', async () => {
    statistics
      .start(database.kind === 'pglite' ? 10 * 60_000 : undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'ANALYZE at start failed'));
  });
  app.addHook('onClose', async () => statistics.stop());
  const shareUse = new ShareUseRecorder(database.db);
  app.addHook('onClose', async () => shareUse.flush());
  const reads = new ReadRecorder(database.db, app.log);
  app.addHook('onClose', async () => reads.flush());
  const securityEvents = new EventCounter(database.db, app.log);
  app.addHook('onClose', async () => securityEvents.flush());
  return { statistics, shareUse, reads, securityEvents };
}
