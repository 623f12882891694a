/**
 * The in-memory search indexes (docs/search.md): one per searched table, following the change
 * feed, loaded in the background once the app is ready (the database answers searches until an index has every
 * row), saved and stopped as it closes. Off with SEARCH_INDEX=off; SEARCH_INDEX_MAX_MB caps them together.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeTracker } from '../cache/change-tracker';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { BulkWrites } from '../lib/bulk-writes';
import { constructionFileSource, drawingFileSource } from '../search-index/file-sources';
import { projectSource } from '../search-index/project-search';
import { TableIndex, type IndexSource } from '../search-index/table-index';

export function registerSearchIndexes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; changes: ChangeTracker; bulkWrites: BulkWrites },
): AppContext['searchIndexes'] {
  if (!deps.config.searchIndex) return undefined;
  const maxBytes = deps.config.searchIndexMaxBytes;
  const indexes: TableIndex[] = [];
  const budget = maxBytes
    ? {
        maxBytes,
        othersBytes: (self: TableIndex) =>
          indexes.reduce((sum, index) => sum + (index === self ? 0 : index.state().bytes), 0),
      }
    : undefined;
  const following = (source: IndexSource) => {
    const index = new TableIndex(deps.db, source, () => deps.changes.stamp([source.table]), app.log, {
      waitFor: () => deps.bulkWrites.active,
      snapshotDir: deps.config.searchIndexSnapshots,
      budget,
    });
    indexes.push(index);
    app.addHook('onReady', async () => void index.start());
    app.addHook('onClose', async () => index.stop());
    return index;
  };
  return {
    constructionFiles: following(constructionFileSource),
    drawingFiles: following(drawingFileSource),
    projects: following(projectSource),
  };
}
