/**
 * The change feed every cache and search index follows (docs/ARCHITECTURE.md "Caches"): the database's NOTIFY of
 * each written table, from every instance, and — before the notification arrives — the tables this instance's own
 * answered writes touched, with what their foreign keys delete with them. One ChangeTracker holds both.
 */
import type { FastifyInstance } from 'fastify';
import { ChangeTracker } from '../cache/change-tracker';
import { answerBumpsCaches, loadDependents, withDependents } from '../cache/write-bumps';
import type { Database } from '../db/client';
import { noteWrites, type WrittenTables } from '../db/written-tables';

export async function registerChangeFeed(app: FastifyInstance, database: Database): Promise<ChangeTracker> {
  const changes = new ChangeTracker();
  const stopListening = await database.listen((topic) => changes.bump(topic));
  app.addHook('onClose', async () => stopListening());
  // A write answered by this instance is visible to the next read here at once, before its notification arrives:
  // the tables its own statements wrote (and what their foreign keys delete with them) are stale from now on.
  const dependents = await loadDependents(database.db);
  app.decorateRequest('writtenTables', null);
  // After the body is read: a scope opened earlier would not reach the handler past the body's stream events.
  app.addHook('preValidation', (request, _reply, done) => {
    const written: WrittenTables = new Map();
    request.writtenTables = written;
    noteWrites(written, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!answerBumpsCaches(request.method, reply.statusCode, request.routeOptions.config?.cacheNeutral)) return;
    for (const table of withDependents(request.writtenTables ?? new Map(), dependents)) changes.bump(table);
  });
  return changes;
}
