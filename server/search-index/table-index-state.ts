/**
 * What a TableIndex (table-index.ts) holds — its generation, its options, its budget and snapshots — and the reads
 * of the database its full load (table-load.ts), its sync (table-sync.ts) and its start all make: what is committed
 * now, which short words are lexemes, which rows carry ids from the future. One class chain, each file a stage.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { DocIndex, IndexedRow } from './doc-index';
import { IndexSnapshots } from './index-snapshot';

/** Rows read per statement by a load, and by a sync (more at once left more garbage: issue 14.4's import memory). */
export const CHUNK = 5000;
/**
 * More changed rows than this are read by a full load. Fewer are added to the index (in chunks): an import of
 * 100,000 rows into a table of 500,000 is then 100,000 rows read, not 600,000 and a second index beside the first.
 */
export const SYNC_LIMIT = 200_000;
/** Syncs in a row that could not place a row (its neighbour not indexed) before the index is loaded again. */
export const PLACE_RETRIES = 3;
/** A sync of this many rows or more (an import's) runs in the background, and is logged. */
const BIG_SYNC = 10_000;
/** search_deletions rows are kept this long; an index that has not looked for longer loads again. */
const DELETIONS_KEPT_MS = 24 * 3600_000;
export const RELOAD_AFTER_MS = 12 * 3600_000;

export type Raw = Record<string, unknown> & { id: string; c: string; n: string };

/**
 * A snapshot's horizon: every transaction id from `xmax` on had not begun, and those in `running` had not
 * committed. A write the index has not seen since is one of theirs. (The oldest running transaction anywhere on the
 * server, which the index used before, made every sync re-read everything written since it began: one idle
 * transaction in another database, and a sync read thousands of rows every two seconds.)
 */
export interface Snapshot {
  xmax: string;
  running: string[];
}

/** An index and what it has seen of its table. A new load makes a new one; a sync of an old one changes only it. */
export interface Generation {
  index: DocIndex;
  /** What the database had committed when the index last looked (see `Snapshot`). */
  seen: Snapshot;
  last: SortKey | undefined;
  syncedStamp: string;
  syncedAt: number;
  /** It can no longer follow (a change too large): the database answers until its successor is loaded. */
  stale: boolean;
  placeFailures: number;
  /** Restored from a snapshot and not yet checked against the table: it answers nobody meanwhile. */
  unchecked?: boolean;
}

export interface IndexSource {
  /** The table, as the change tracker and search_deletions name it. */
  table: string;
  /** The select list: at least `id` (text), `c` (created_at as text) and `n` (name), plus what `toRow` reads. */
  columns: SQL;
  attrNames: readonly string[];
  toRow(raw: Raw): IndexedRow;
}

/** A sync under way: once it has counted the rows it reads, `rows` holds how many and `counted` resolves. */
export interface Sync {
  rows: number;
  counted: Promise<void>;
  done: Promise<void>;
}

export interface SortKey {
  c: string;
  n: string;
  id: string;
}

export interface IndexBudget {
  maxBytes: number;
  /** What the instance's other indexes hold. */
  othersBytes(self: TableIndexState): number;
}

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export class TableIndexState {
  protected gen: Generation | undefined;
  protected syncing: Sync | undefined;
  /** Full loads since start, by cause (for the log and the metrics). */
  readonly loads = new Map<string, number>();
  protected loading: Promise<void> | undefined;
  protected stopped = false;
  protected follower: NodeJS.Timeout | undefined;

  protected readonly budget: IndexBudget | undefined;
  /** Past the budget: no index for this table until a restart (see `budget`). */
  protected overBudget = false;
  /** When the index was last saved, and its `version` then (nothing new: no save). */
  protected saved = { at: Date.now(), version: -1 };
  protected readonly snapshots: IndexSnapshots | undefined;
  protected readonly syncLimit: number;
  protected readonly bigSync: number;
  protected readonly waitFor: () => boolean;

  constructor(
    protected readonly db: Db,
    protected readonly source: IndexSource,
    /** The change tracker's stamp of the tables the index follows. */
    protected readonly stamp: () => string,
    protected readonly log: Logger,
    options: {
      /** More changed rows than this are read by a full load (tests make it small). */
      syncLimit?: number;
      /** From this many changed rows on, searches do not wait for the sync (tests make it small). */
      bigSync?: number;
      /**
       * While this holds (an import runs here), the index does not follow by itself: it takes the import in one
       * pass afterwards rather than batch by batch beside it, which added ~90 MB to an import's peak memory.
       * A search meanwhile still brings the index up to date first.
       */
      waitFor?: () => boolean;
      /** The folder the index is saved in for a warm restart (index-snapshot.ts); absent: never saved. */
      snapshotDir?: string;
      /**
       * The most memory this instance's indexes may hold together (SEARCH_INDEX_MAX_MB), and what the others hold:
       * an index that would pass it is let go, and its table is searched in the database until a restart.
       */
      budget?: IndexBudget;
    } = {},
  ) {
    this.budget = options.budget;
    this.snapshots =
      options.snapshotDir === undefined
        ? undefined
        : new IndexSnapshots(db, options.snapshotDir, source.table, source.columns, source.attrNames, RELOAD_AFTER_MS);
    this.syncLimit = options.syncLimit ?? SYNC_LIMIT;
    this.bigSync = options.bigSync ?? BIG_SYNC;
    this.waitFor = options.waitFor ?? (() => false);
  }

  /** Saves a changed index (see `saved`); a failure is logged, and the next restart loads the table instead. */
  protected async save(gen: Generation): Promise<void> {
    if (!this.snapshots || gen.index.version === this.saved.version) return;
    const started = performance.now();
    try {
      const bytes = await this.snapshots.save(gen.index, { seen: gen.seen, last: gen.last });
      this.saved = { at: Date.now(), version: gen.index.version };
      this.log.info(
        { table: this.source.table, rows: gen.index.count, bytes, ms: Math.round(performance.now() - started) },
        'search index saved',
      );
    } catch (err) {
      this.saved.at = Date.now();
      this.log.warn({ err, table: this.source.table }, 'search index could not be saved');
    }
  }

  /**
   * Whether `index` passes this instance's budget (with the other indexes): if so, it and the current index are let
   * go — the table is searched in the database from now on — and the log says so, once.
   */
  protected passesBudget(index: DocIndex): boolean {
    if (!this.budget) return false;
    const bytes = index.bytes() + this.budget.othersBytes(this);
    if (bytes <= this.budget.maxBytes) return false;
    this.overBudget = true;
    this.gen = undefined;
    this.log.warn(
      { table: this.source.table, rows: index.count, bytes, maxBytes: this.budget.maxBytes },
      'search indexes would pass SEARCH_INDEX_MAX_MB: this table is searched in the database until a restart',
    );
    return true;
  }

  /** Says in the log when rows carry transaction ids ahead of the server's (a restored dump; see `changedSince`). */
  protected async noteFutureIds(now: Snapshot): Promise<void> {
    const [row] = rowsOf<{ n: number | string }>(
      await this.db.execute(
        sql`select count(*) as n from ${sql.identifier(this.source.table)} where change_xid >= ${now.xmax}::xid8`,
      ),
    );
    const n = Number(row?.n ?? 0);
    if (n > 0)
      this.log.warn(
        { table: this.source.table, rows: n },
        'rows carry transaction ids ahead of this server (a restored dump?): the index reads them at its load and follows them as they are written again',
      );
  }

  /** What is committed now (see `Snapshot`). */
  protected async snapshot(): Promise<Snapshot> {
    const [row] = rowsOf<{ xmax: string; running: string[] | string }>(
      await this.db.execute(
        sql`select pg_snapshot_xmax(s)::text as xmax, array(select x::text from pg_snapshot_xip(s) x) as running
            from pg_current_snapshot() s`,
      ),
    );
    if (!row) throw new Error('no snapshot');
    return { xmax: row.xmax, running: typeof row.running === 'string' ? parseArray(row.running) : row.running };
  }

  /** Of the rows' new one- and two-letter words, those that are lexemes (not Swedish stop words). */
  protected async shortLexemes(index: DocIndex, rows: readonly IndexedRow[]): Promise<Set<string>> {
    const short = new Set<string>();
    for (const row of rows) for (const w of row.words) if (w.length < 3 && !index.terms.has(w)) short.add(w);
    if (short.size === 0) return short;
    const kept = rowsOf<{ w: string }>(
      await this.db.execute(
        sql`select w from unnest(${`{${[...short].join(',')}}`}::text[]) w where length(to_tsvector('swedish', w)) > 0`,
      ),
    );
    return new Set(kept.map((r) => r.w));
  }

  protected async pruneDeletions(): Promise<void> {
    await this.db.execute(
      sql`delete from search_deletions where at < now() - make_interval(secs => ${DELETIONS_KEPT_MS / 1000})`,
    );
  }
}

/**
 * Rows (or deletions) written by a transaction that had not committed at `seen` and had begun by `now`. The upper
 * bound keeps out ids from the future: a database restored from a dump carries its source's transaction ids, which
 * can be ahead of this server's, and without it every sync would read those rows again, for ever (a full table:
 * a load every two seconds). Writes after `now` are the next sync's.
 */
export function changedSince(seen: Snapshot, now: Snapshot): SQL {
  const later = sql`change_xid >= ${seen.xmax}::xid8`;
  const either =
    seen.running.length === 0 ? later : sql`(${later} or change_xid = any(${`{${seen.running.join(',')}}`}::xid8[]))`;
  return sql`(${either} and change_xid < ${now.xmax}::xid8)`;
}

/** A PostgreSQL array of numbers as text (`{1,2}`), as a driver may hand it over. */
function parseArray(text: string): string[] {
  return text
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
