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
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { DocIndex, type IndexedRow } from './doc-index';
import { IndexSnapshots } from './index-snapshot';
import { releaseMemorySoon } from '../lib/release-memory';

/** Rows read per statement by a load, and by a sync (more at once left more garbage: issue 14.4's import memory). */
const CHUNK = 5000;
/**
 * More changed rows than this are read by a full load. Fewer are added to the index (in chunks): an import of
 * 100,000 rows into a table of 500,000 is then 100,000 rows read, not 600,000 and a second index beside the first.
 */
const SYNC_LIMIT = 200_000;
/** How often the index looks for changes by itself: the most a lost notification can keep it behind. */
const FOLLOW_MS = 2000;
/** Rows placed out of number order (DocIndex.place) beyond which a compaction loads the table again. */
const COMPACT_AT = { rows: 20_000, share: 0.02 };
/** Syncs in a row that could not place a row (its neighbour not indexed) before the index is loaded again. */
const PLACE_RETRIES = 3;
/** A sync of this many rows or more (an import's) runs in the background, and is logged. */
const BIG_SYNC = 10_000;
/** search_deletions rows are kept this long; an index that has not looked for longer loads again. */
const DELETIONS_KEPT_MS = 24 * 3600_000;
const RELOAD_AFTER_MS = 12 * 3600_000;
/** A changed index is saved this often (and when the app closes): a crash costs at most this much to catch up. */
const SAVE_EVERY_MS = 30 * 60_000;
/** Rows of a restored index compared with the table, besides the count, before it answers. */
const RESTORE_SAMPLE = 256;

type Raw = Record<string, unknown> & { id: string; c: string; n: string };

/**
 * A snapshot's horizon: every transaction id from `xmax` on had not begun, and those in `running` had not
 * committed. A write the index has not seen since is one of theirs. (The oldest running transaction anywhere on the
 * server, which the index used before, made every sync re-read everything written since it began: one idle
 * transaction in another database, and a sync read thousands of rows every two seconds.)
 */
interface Snapshot {
  xmax: string;
  running: string[];
}

/** An index and what it has seen of its table. A new load makes a new one; a sync of an old one changes only it. */
interface Generation {
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
interface Sync {
  rows: number;
  counted: Promise<void>;
  done: Promise<void>;
}

interface SortKey {
  c: string;
  n: string;
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's in-memory search indexes (SEARCH_INDEX=on), for tests that wait for their first load. */
    searchIndexes: { constructionFiles: TableIndex; drawingFiles: TableIndex; projects: TableIndex } | undefined;
  }
}

export interface IndexBudget {
  maxBytes: number;
  /** What the instance's other indexes hold. */
  othersBytes(self: TableIndex): number;
}

/** Chunks of a load between two looks at the index's size against its budget. */
const BUDGET_EVERY_CHUNKS = 20;

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export class TableIndex {
  private gen: Generation | undefined;
  private syncing: Sync | undefined;
  /** Full loads since start, by cause (for the log and the metrics). */
  readonly loads = new Map<string, number>();
  private loading: Promise<void> | undefined;
  private stopped = false;
  private follower: NodeJS.Timeout | undefined;

  private readonly budget: IndexBudget | undefined;
  /** Past the budget: no index for this table until a restart (see `budget`). */
  private overBudget = false;
  /** When the index was last saved, and its `version` then (nothing new: no save). */
  private saved = { at: Date.now(), version: -1 };
  private readonly snapshots: IndexSnapshots | undefined;
  private readonly syncLimit: number;
  private readonly bigSync: number;
  private readonly waitFor: () => boolean;

  constructor(
    private readonly db: Db,
    private readonly source: IndexSource,
    /** The change tracker's stamp of the tables the index follows. */
    private readonly stamp: () => string,
    private readonly log: Logger,
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

  /** Saves a changed index (see `saved`); a failure is logged, and the next restart loads the table instead. */
  private async save(gen: Generation): Promise<void> {
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

  private startSync(): Sync {
    let countedNow = () => {};
    const running: Sync = {
      rows: 0,
      counted: new Promise<void>((resolve) => (countedNow = resolve)),
      done: Promise.resolve(),
    };
    running.done = this.sync((rows) => {
      running.rows = rows;
      countedNow();
    }).finally(() => {
      this.syncing = undefined;
    });
    // Whoever waits sees a failure through `done`; a follower that started it and went away must not see it.
    running.done.catch(() => undefined);
    return running;
  }

  /**
   * Loads the whole table again, in the background; the current index keeps serving (and following) meanwhile
   * unless `stale` says it can no longer follow.
   */
  private reload(cause: string, stale?: Generation): Promise<void> {
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

  private async load(cause: string): Promise<void> {
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

  /** Applies the changes since the last sync; tells `counted` how many rows it reads before reading them. */
  private async sync(counted: (rows: number) => void, restoring = false): Promise<void> {
    const gen = this.gen;
    if (!gen || gen.stale || (gen.unchecked && !restoring)) return;
    const { index } = gen;
    const table = sql.identifier(this.source.table);
    const started = performance.now();
    let read = 0;
    const stamp = this.stamp();
    const seen = await this.snapshot();
    const since = changedSince(gen.seen, seen);
    const [many] = rowsOf<{ n: number | string }>(
      await this.db.execute(
        sql`select count(*) as n from (select 1 from ${table}
            where ${since} limit ${this.syncLimit + 1}) changed`,
      ),
    );
    if (Number(many?.n ?? 0) > this.syncLimit) {
      counted(Number(many?.n ?? 0));
      void this.reload('a change too large to follow row by row', gen);
      return;
    }
    counted(Number(many?.n ?? 0));
    const last = gen.last;
    const after = last
      ? sql`(created_at, name, id) > (${last.c}::timestamptz, ${last.n}::text, ${last.id}::uuid)`
      : sql`true`;
    const gone = rowsOf<{ id: string }>(
      await this.db.execute(
        sql`select id::text as id from search_deletions
            where table_name = ${this.source.table} and (${since})`,
      ),
    );
    // A row that cannot go at the end is placed after the row the database sorts right before it, read in the
    // same statement (the list order's index, walked one step down).
    const before = sql`case when not ${after} then (select p.id::text from ${table} p
        where (p.created_at, p.name, p.id) < (${table}.created_at, ${table}.name, ${table}.id)
        order by p.created_at desc, p.name desc, p.id desc limit 1) end`;
    // In chunks, as a load reads: an import's 50,000 rows in one answer cost the server ~100 MB at once.
    let lastKey = last;
    let from: SortKey | undefined;
    for (;;) {
      const page = from
        ? sql`and (created_at, name, id) > (${from.c}::timestamptz, ${from.n}::text, ${from.id}::uuid)`
        : sql``;
      const raws = rowsOf<Raw & { after: boolean; before: string | null }>(
        await this.db.execute(
          sql`select ${this.source.columns}, ${after} as after, ${before} as before from ${table}
              where (${since}) ${page} order by created_at, name, id limit ${CHUNK}`,
        ),
      );
      read += raws.length;
      const rows = raws.map((r) => ({
        row: this.source.toRow(r),
        after: r.after,
        before: r.before,
        key: { c: r.c, n: r.n, id: r.id },
      }));
      const lexemes = await this.shortLexemes(
        index,
        rows.map((r) => r.row),
      );
      const isLexeme = (w: string) => lexemes.has(w);
      for (const { row, after, before, key } of rows) {
        const known = index.fingerprintOf(row.id);
        if (known === row.fingerprint) index.updateAttrs(row.id, row.attrs);
        else if (after) {
          // New, or changed into the newest place: at the end, as a load would put it.
          index.remove(row.id);
          index.append(row, isLexeme);
          lastKey = key;
        } else if (!index.place(row, isLexeme, before)) {
          // The row before it is not indexed yet (written after this sync's snapshot began): the next sync reads
          // both. What was applied stays (applying a row again changes nothing).
          gen.placeFailures += 1;
          if (gen.placeFailures >= PLACE_RETRIES)
            void this.reload('a changed row whose neighbour the index does not hold', gen);
          return;
        }
      }
      const end = raws[raws.length - 1];
      if (!end || raws.length < CHUNK) break;
      from = { c: end.c, n: end.n, id: end.id };
    }
    for (const { id } of gone) index.remove(id);
    gen.placeFailures = 0;
    if (read > 0 && this.passesBudget(index)) return;
    gen.last = lastKey;
    gen.seen = seen;
    gen.syncedStamp = stamp;
    if (read >= this.bigSync)
      this.log.info(
        { table: this.source.table, rows: read, ms: Math.round(performance.now() - started) },
        'search index followed a large change',
      );
    if (read >= this.bigSync)
      releaseMemorySoon(this.log, `search index of ${this.source.table} followed a large change`);
    if (Date.now() - gen.syncedAt > 3600_000) await this.pruneDeletions();
    gen.syncedAt = Date.now();
    const placed = index.placedCount;
    if (placed >= Math.max(COMPACT_AT.rows, index.count * COMPACT_AT.share)) {
      this.log.info({ table: this.source.table, placed }, 'search index compacts its rows placed out of order');
      if (gen === this.gen) void this.reload('compaction');
    }
  }

  /**
   * Whether `index` passes this instance's budget (with the other indexes): if so, it and the current index are let
   * go — the table is searched in the database from now on — and the log says so, once.
   */
  private passesBudget(index: DocIndex): boolean {
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
  private async noteFutureIds(now: Snapshot): Promise<void> {
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
  private async snapshot(): Promise<Snapshot> {
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
  private async shortLexemes(index: DocIndex, rows: readonly IndexedRow[]): Promise<Set<string>> {
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

  private async pruneDeletions(): Promise<void> {
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
function changedSince(seen: Snapshot, now: Snapshot): SQL {
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
