/**
 * Which tables a request's own statements wrote, so that its answer makes stale exactly the caches that read
 * them (read-your-writes) and no others. Every statement goes through Drizzle's logger; inside a request (an
 * AsyncLocalStorage scope opened by subsystems/change-feed.ts) the tables named after INSERT INTO, UPDATE and
 * DELETE FROM are noted with how. Rows that a delete's foreign keys delete or null with them count as written too
 * (cache/write-bumps.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const READ = /^\s*select\b/i;
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** How a statement wrote a table: only a delete, or an update of a key, reaches other tables by a foreign key. */
export type WriteKind = 'insert' | 'update' | 'delete';

/** The tables a request's statements wrote, each with how. */
export type WrittenTables = Map<string, Set<WriteKind>>;

/** The tables a statement writes (a word after "for update" or "do update" is noted too, and is harmless). */
export function tablesWrittenBy(statement: string): Array<[table: string, kind: WriteKind]> {
  // Reads are most statements, and a page's query is long: not worth scanning.
  if (READ.test(statement)) return [];
  return [...statement.matchAll(WRITE)].map((match) => {
    const verb = (match[1] ?? '').toLowerCase();
    const kind: WriteKind = verb.startsWith('insert') ? 'insert' : verb === 'update' ? 'update' : 'delete';
    return [(match[2] ?? '').toLowerCase(), kind];
  });
}

const scope = new AsyncLocalStorage<WrittenTables>();

/** Runs `fn` (and everything it starts) noting the tables its statements write into `written`. */
export function noteWrites(written: WrittenTables, fn: () => void): void {
  scope.run(written, fn);
}

export const writeNoter: Logger = {
  logQuery(query) {
    const written = scope.getStore();
    if (!written) return;
    for (const [table, kind] of tablesWrittenBy(query)) {
      const kinds = written.get(table);
      if (kinds) kinds.add(kind);
      else written.set(table, new Set([kind]));
    }
  },
};
