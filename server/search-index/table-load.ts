/**
 * A TableIndex's full load (see table-index.ts for when one happens): the whole table read in the list's order,
 * in chunks so PGlite's one connection keeps serving, into a new index that replaces the old one once saved; the
 * old index serves meanwhile unless it can no longer follow.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { DocIndex } from './doc-index';
import { releaseMemorySoon } from '../lib/release-memory';
import { CHUNK, TableIndexState, type Generation, type Raw, type SortKey } from './table-index-state';

/** Chunks of a load between two looks at the index's size against its budget. */
const BUDGET_EVERY_CHUNKS = 20;

export class TableLoad extends TableIndexState {
  /**
   * Loads the whole table again, in the background; the current index keeps serving (and following) meanwhile
   * unless `stale` says it can no longer follow.
   */
  protected reload(cause: string, stale?: Generation): Promise<void> {
    if (stale) {
      // A sync of an index a load has replaced since: nothing to do.
      if (stale !== this.gen) return this.loading ?? Promise.resolve();
      stale.stale = true;
    }
    if (this.loading || this.overBudget) return this.loading ?? Promise.resolve();
    this.loads.set(cause, (this.loads.get(cause) ?? 0) + 1);
    if (cause !== 'start') this.log.info({ table: this.source.table, cause }, 'search index loads its table again');
    this.loading = this.load(cause)
      .catch((err: unknown) => this.log.warn({ err, table: this.source.table }, 'search index load failed'))
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  protected async load(cause: string): Promise<void> {
    const started = performance.now();
    const index = new DocIndex(this.source.attrNames);
    const stamp = this.stamp();
    const seen = await this.snapshot();
    await this.noteFutureIds(seen);
    let last: SortKey | undefined;
    for (let chunk = 1; ; chunk++) {
      if (this.stopped) return;
      if (chunk % BUDGET_EVERY_CHUNKS === 0 && this.passesBudget(index)) return;
      const after = last
        ? sql`where (created_at, name, id) > (${last.c}::timestamptz, ${last.n}::text, ${last.id}::uuid)`
        : sql``;
      const raws = rowsOf<Raw>(
        await this.db.execute(
          sql`select ${this.source.columns} from ${sql.identifier(this.source.table)} ${after}
              order by created_at, name, id limit ${CHUNK}`,
        ),
      );
      const rows = raws.map((r) => this.source.toRow(r));
      const lexemes = await this.shortLexemes(index, rows);
      // A row moved by a write during the load can come twice; the changes since `seen` bring its last state.
      for (const row of rows) if (!index.has(row.id)) index.append(row, (w) => lexemes.has(w));
      const end = raws[raws.length - 1];
      if (end) last = { c: end.c, n: end.n, id: end.id };
      if (raws.length < CHUNK) break;
    }
    index.trim();
    if (this.passesBudget(index)) return;
    // Not synced yet: the first use applies what was written during the load.
    const gen: Generation = {
      index,
      seen,
      last,
      syncedStamp: `${stamp}:loaded`,
      syncedAt: Date.now(),
      stale: false,
      placeFailures: 0,
    };
    // Saved before it serves (the old index, or the database, answers meanwhile): nothing changes it while written.
    this.saved.version = -1;
    await this.save(gen);
    if (this.stopped) return;
    this.gen = gen;
    this.log.info(
      {
        table: this.source.table,
        cause,
        rows: index.count,
        words: index.terms.size,
        ms: Math.round(performance.now() - started),
      },
      'search index loaded',
    );
    // The index it replaced, and the load's garbage, go back to the system.
    releaseMemorySoon(this.log, `search index of ${this.source.table} loaded`);
  }
}
