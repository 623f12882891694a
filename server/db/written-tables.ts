/**
 * Which tables a request's own statements wrote, so that its answer makes stale exactly the caches that read
 * them (read-your-writes) and no others. Every statement goes through Drizzle's logger; inside a request (an
 * AsyncLocalStorage scope opened by app.ts) the tables named after INSERT INTO, UPDATE and DELETE FROM are noted.
 * Rows that foreign keys delete or null with them count as written too (cache/write-bumps.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const READ = /^\s*select\b/i;
const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a statement writes (a word after "for update" or "do update" is noted too, and is harmless). */
export function tablesWrittenBy(statement: string): string[] {
  // Reads are most statements, and a page's query is long: not worth scanning.
  if (READ.test(statement)) return [];
  return [...statement.matchAll(WRITE)].map((match) => (match[1] ?? '').toLowerCase());
}

const scope = new AsyncLocalStorage<Set<string>>();

/** Runs `fn` (and everything it starts) noting the tables its statements write into `written`. */
export function noteWrites(written: Set<string>, fn: () => void): void {
  scope.run(written, fn);
}

export const writeNoter: Logger = {
  logQuery(query) {
    const written = scope.getStore();
    if (written) for (const table of tablesWrittenBy(query)) written.add(table);
  },
};
