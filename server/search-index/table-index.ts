/**
 * Keeps one table's DocIndex in step with the database: a full load in the list's order at start (in chunks,
 * so PGlite's one connection keeps serving), then the rows written and deleted since (migration 0023) — whenever
 * the change tracker says the table changed, and every two seconds whatever it says (a notification can be lost).
 * A search waits for a small change to be applied; a large one (an import's) is applied in the background. A row
 * whose words or place changed (a rename), or that arrived older than the newest (uploads committing out of
 * order), is placed in the index right after the row the database sorts before it (DocIndex.place): everyday
 * edits never reload the table. A new load happens at start, after a change too large to follow row by row, as a
 * compaction once many rows are placed out of number order, and on an inconsistency; it is logged with its
 * cause, and the old index serves meanwhile unless it can no longer follow. Until an index is current,
 * `current()` answers undefined and the caller searches the database as before.
 *
 * Its state and database reads are table-index-state.ts's, its full load table-load.ts's, its sync table-sync.ts's;
 * here its start, its restore from a snapshot, what it answers and its stop.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import type { DocIndex } from './doc-index';
import { TableSync } from './table-sync';
import { PLACE_RETRIES, RELOAD_AFTER_MS, type Generation, type Raw } from './table-index-state';

export type { IndexBudget, IndexSource, Logger } from './table-index-state';

/** How often the index looks for changes by itself: the most a lost notification can keep it behind. */
const FOLLOW_MS = 2000;
/** A changed index is saved this often (and when the app closes): a crash costs at most this much to catch up. */
const SAVE_EVERY_MS = 30 * 60_000;
/** Rows of a restored index compared with the table, besides the count, before it answers. */
const RESTORE_SAMPLE = 256;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's in-memory search indexes (SEARCH_INDEX=on), for tests that wait for their first load. */
    searchIndexes: { constructionFiles: TableIndex; drawingFiles: TableIndex; projects: TableIndex } | undefined;
  }
}

export class TableIndex extends TableSync {
  /**
   * Starts the first load; resolves when it is done (or failed: the database answers meanwhile). From then on
   * the index also follows changes every few seconds by itself, so an import is loaded before anyone searches.
   */
  async start(): Promise<void> {
    this.follower = setInterval(() => void (this.waitFor() || this.follow()), FOLLOW_MS);
    this.follower.unref();
    if (await this.restore()) return;
    return this.reload('start');
  }

  /** The follower's look: what changed, by the tracker's stamp or because two seconds went by. */
  private async follow(): Promise<void> {
    const gen = this.gen;
    if (gen && !gen.stale && !gen.unchecked && !this.syncing && Date.now() - this.saved.at >= SAVE_EVERY_MS) {
      // In the sync's place: no sync changes the index while it is written.
      this.syncing = { rows: 0, counted: Promise.resolve(), done: this.save(gen) };
      await this.syncing.done;
      this.syncing = undefined;
    }
    if (gen && !gen.stale && !gen.unchecked && !this.syncing && Date.now() - gen.syncedAt >= FOLLOW_MS / 2) {
      this.syncing = this.startSync();
      await this.syncing.done.catch(() => undefined);
    }
    await this.current();
  }

  /**
   * Starts from the saved index when there is a usable one: it catches up with what was written since, and is
   * checked against the table (its row count, and a sample of its rows as the database has them now) before it
   * answers. True when it answers; false, after logging why, when the table must be loaded instead.
   */
  private async restore(): Promise<boolean> {
    if (!this.snapshots) return false;
    const started = performance.now();
    let cause: string;
    try {
      const restored = await this.snapshots.restore();
      if (!restored) return false;
      const { index } = restored;
      const gen: Generation = {
        index,
        seen: restored.seen,
        last: restored.last,
        syncedStamp: 'restored',
        syncedAt: Date.now(),
        stale: false,
        placeFailures: 0,
        unchecked: true,
      };
      this.gen = gen;
      this.saved = { at: Date.now(), version: index.version };
      for (let tries = 0; tries < PLACE_RETRIES && (tries === 0 || gen.placeFailures > 0) && !gen.stale; tries++)
        await this.sync(() => undefined, true);
      if (gen.stale) return true;
      cause = (await this.differences(index)) ?? '';
      if (!cause && this.passesBudget(index)) return true;
      if (!cause) {
        gen.unchecked = false;
        this.log.info(
          {
            table: this.source.table,
            rows: index.count,
            bytes: restored.bytes,
            savedMinutesAgo: Math.round((Date.now() - restored.savedAt) / 60_000),
            ms: Math.round(performance.now() - started),
          },
          'search index restored from its snapshot',
        );
        return true;
      }
    } catch (err) {
      cause = err instanceof Error ? err.message : String(err);
    }
    this.gen = undefined;
    this.log.warn({ table: this.source.table, cause }, 'search index snapshot not used: the table is loaded');
    return false;
  }

  /** What a caught-up index has that the table does not (a count, a sample of rows); undefined: nothing. */
  private async differences(index: DocIndex): Promise<string | undefined> {
    const table = sql.identifier(this.source.table);
    const [count] = rowsOf<{ n: number | string }>(await this.db.execute(sql`select count(*) as n from ${table}`));
    if (Number(count?.n ?? -1) !== index.count) return `it holds ${index.count} rows, the table ${String(count?.n)}`;
    const ids = index.sampleIds(RESTORE_SAMPLE);
    if (ids.length === 0) return undefined;
    const raws = rowsOf<Raw>(
      await this.db.execute(
        sql`select ${this.source.columns} from ${table} where id = any(${`{${ids.join(',')}}`}::uuid[])`,
      ),
    );
    if (raws.length !== ids.length) return 'rows it holds are gone from the table';
    for (const raw of raws) {
      const row = this.source.toRow(raw);
      const words = [...new Set(row.words)].sort();
      if (
        index.fingerprintOf(row.id) !== row.fingerprint ||
        index.wordsOf(row.id)?.sort().join('\u0000') !== words.join('\u0000') ||
        this.source.attrNames.some((attr) => index.valueOf(attr, row.id) !== (row.attrs[attr] ?? null))
      )
        return `row ${row.id} differs from the table's`;
    }
    return undefined;
  }

  /** What the metrics show of this index (plugins/metrics.ts). */
  state(): {
    table: string;
    rows: number;
    placed: number;
    bytes: number;
    lagSeconds: number;
    answering: boolean;
    loading: boolean;
    overBudget: boolean;
    loads: ReadonlyMap<string, number>;
  } {
    const gen = this.gen;
    return {
      table: this.source.table,
      rows: gen?.index.count ?? 0,
      placed: gen?.index.placedCount ?? 0,
      bytes: gen?.index.bytes() ?? 0,
      lagSeconds: gen ? (Date.now() - gen.syncedAt) / 1000 : 0,
      answering: Boolean(gen && !gen.stale && !gen.unchecked),
      overBudget: this.overBudget,
      loading: this.loading !== undefined,
      loads: this.loads,
    };
  }

  /** Resolves when no load is under way (tests wait for the first). */
  async loaded(): Promise<void> {
    await this.loading;
  }

  /** Stops following; a changed index is saved for the next start once the sync under way is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.follower);
    await this.syncing?.done.catch(() => undefined);
    const gen = this.gen;
    if (gen && !gen.stale && !gen.unchecked && !this.loading) await this.save(gen);
  }

  /**
   * The index with every committed change applied, or undefined while there is none to trust: none loaded yet,
   * or a large change (an import) being taken in, which the database answers meanwhile rather than keep a search
   * waiting seconds for it.
   */
  async current(): Promise<DocIndex | undefined> {
    try {
      if (this.gen && Date.now() - this.gen.syncedAt > RELOAD_AFTER_MS) void this.reload('not followed for 12 hours');
      // A change noted while a sync ran may be after its snapshot: look again until the stamp holds.
      for (
        let gen = this.gen;
        gen && !gen.stale && !gen.unchecked && this.stamp() !== gen.syncedStamp;
        gen = this.gen
      ) {
        const running = (this.syncing ??= this.startSync());
        await Promise.race([running.counted, running.done]);
        if (running.rows >= this.bigSync) return undefined;
        await running.done;
        // A sync that could not place a row leaves the stamp behind: the next search tries again.
        if (gen === this.gen && gen.placeFailures > 0) break;
      }
      return this.gen && !this.gen.stale && !this.gen.unchecked ? this.gen.index : undefined;
    } catch (err) {
      this.log.warn({ err, table: this.source.table }, 'search index could not follow its table');
      return undefined;
    }
  }
}
