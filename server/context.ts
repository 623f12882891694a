/** What commands and queries need from the running app, passed explicitly so tests can build it. */
import type { Logger } from 'pino';
import type { EventCounter } from './audit/event-counter';
import type { ReadRecorder } from './audit/read-recorder';
import type { Caches } from './cache/caches';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ShareUseRecorder } from './commands/share-links';
import type { StatisticsKeeper } from './db/statistics';
import type { Mailer } from './mail/mailer';
import type { BlobStore } from './storage/blob-store';
import type { TableIndex } from './search-index/table-index';
import type { BulkWrites } from './lib/bulk-writes';

export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: BlobStore;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  caches: Caches;
  /** Keeps the planner's statistics true after large writes. */
  statistics: StatisticsKeeper;
  /** Wakes the background reading of PDF text after an upload is put to use. */
  /** Background work on uploads (PDF text, thumbnails): told when a file's content arrives or changes. */
  contentJobs: { nudge(): void };
  /** Share-link uses, counted in memory and written in batches. */
  shareUse: ShareUseRecorder;
  /** Reads of file content for the audit log, batched, once per client, file and hour. */
  reads: ReadRecorder;
  /** Security events counted in bulk for the audit log (failed sign-ins, lockouts, refused calls). */
  securityEvents: EventCounter;
  /** The imports running in this process (the search indexes follow an import once it has ended). */
  bulkWrites: BulkWrites;
  /** In-memory search indexes (SEARCH_INDEX=on); absent or not yet loaded, the database answers searches. */
  searchIndexes?: { constructionFiles: TableIndex; drawingFiles: TableIndex; projects: TableIndex };
}
