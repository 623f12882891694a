/**
 * PostgreSQL's `statement_timeout`: every statement on the pool's connections is cancelled after
 * STATEMENT_TIMEOUT_MS (15 s by default), so no request can hold a connection, and a core, for minutes (a
 * `$regex` that backtracked held one for over a minute per call, and ten such calls emptied the pool). A cancelled
 * statement answers 503 `QUERY_TIMEOUT` (plugins/error-handler.ts).
 *
 * Work that legitimately runs long lifts it for its own transaction with `allowLongStatements`: migrations (a
 * connection of their own, db/client.ts), deleting projects or an organization with everything on them, the
 * import's batches, a PDF's words written onto its files, ANALYZE after a bulk write. Everything else is built of
 * short statements (index loads and syncs read 5,000 rows at a time, the audit retention deletes 10,000 at a time).
 *
 * PGlite cannot honour it: the engine runs on the server's one thread and no timer fires while a statement runs
 * (`set statement_timeout` is accepted and ignored). There the bound is what may be asked: a filter's size and its
 * regexes (queries/list-query/filter-budget.ts, safe-regex.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The `-c` option a pooled connection starts with; none for 0 (PostgreSQL's own default: no limit). */
export function statementTimeoutOption(ms: number): string {
  return ms > 0 ? ` -c statement_timeout=${Math.round(ms)}` : '';
}

/**
 * Lifts the statement timeout until the end of the current transaction (`SET LOCAL`), for work that may rightly
 * take longer than a request's statements: call it first inside `db.transaction`. Outside a transaction it would
 * change nothing (PostgreSQL warns and the setting ends with the statement).
 */
export async function allowLongStatements(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
}

/** One statement that may rightly run longer than a request's, in a transaction of its own (rowsOf reads it). */
export function executeLong(db: Db, statement: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    return tx.execute(statement);
  });
}
