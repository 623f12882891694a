/**
 * Keeps one table's DocIndex in step with the database: a full load in the list's order at start (in chunks,
 * so PGlite's one connection keeps serving), then, whenever the change tracker says the table changed, the rows
 * written and deleted since (migration 0023). A search waits for a small change to be applied; a large one (an
 * import's) is applied in the background. A change the index cannot place — a row that now sorts before the
 * newest, or whose words changed — loads the whole table again in the background. Until an index is current,
 * `current()` answers undefined and the caller searches the database as before.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { DocIndex, type IndexedRow } from './doc-index';

/** Rows read per statement by a load, and by a sync (more at once left more garbage: issue 14.4's import memory). */
const CHUNK = 5000;
/**
 * More changed rows than this are read by a full load. Fewer are added to the index (in chunks): an import of
 * 100,000 rows into a table of 500,000 is then 100,000 rows read, not 600,000 and a second index beside the first.
 */
const SYNC_LIMIT = 200_000;
const FOLLOW_MS = 2000;
/** A sync of this many rows or more (an import's) runs in the background, and is logged. */
const BIG_SYNC = 10_000;
/** search_deletions rows are kept this long; an index that has not looked for longer loads again. */
const DELETIONS_KEPT_MS = 24 * 3600_000;
const RELOAD_AFTER_MS = 12 * 3600_000;

type Raw = Record<string, unknown> & { id: string; c: string; n: string };

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
    searchIndexes: { constructionFiles: TableIndex; projects: TableIndex } | undefined;
  }
}

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export class TableIndex {
  private index: DocIndex | undefined;
  private xmin = '0';
  private last: SortKey | undefined;
  private syncedStamp: string | undefined;
  private syncedAt = 0;
  private syncing: Sync | undefined;
  private loading: Promise<void> | undefined;
  private stopped = false;
  private follower: NodeJS.Timeout | undefined;

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
    } = {},
  ) {
    this.syncLimit = options.syncLimit ?? SYNC_LIMIT;
    this.bigSync = options.bigSync ?? BIG_SYNC;
    this.waitFor = options.waitFor ?? (() => false);
  }

  /**
   * Starts the first load; resolves when it is done (or failed: the database answers meanwhile). From then on
   * the index also follows changes every few seconds by itself, so an import is loaded before anyone searches.
   */
  start(): Promise<void> {
    this.follower = setInterval(() => void (this.waitFor() || this.current()), FOLLOW_MS);
    this.follower.unref();
    return this.reload();
  }

  /** Resolves when no load is under way (tests wait for the first). */
  async loaded(): Promise<void> {
    await this.loading;
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.follower);
  }

  /**
   * The index with every committed change applied, or undefined while there is none to trust: none loaded yet,
   * or a large change (an import) being taken in, which the database answers meanwhile rather than keep a search
   * waiting seconds for it.
   */
  async current(): Promise<DocIndex | undefined> {
    try {
      if (this.index && Date.now() - this.syncedAt > RELOAD_AFTER_MS) void this.reload();
      // A change noted while a sync ran may be after its snapshot: look again until the stamp holds.
      while (this.index && this.stamp() !== this.syncedStamp) {
        const running = (this.syncing ??= this.startSync());
        await Promise.race([running.counted, running.done]);
        if (running.rows >= this.bigSync) return undefined;
        await running.done;
      }
      return this.index;
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

  /** Loads the whole table again; the old index is dropped at once (it no longer matches the table). */
  private reload(): Promise<void> {
    this.index = undefined;
    this.loading ??= this.load()
      .catch((err: unknown) => this.log.warn({ err, table: this.source.table }, 'search index load failed'))
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  private async load(): Promise<void> {
    const started = performance.now();
    const index = new DocIndex(this.source.attrNames);
    const stamp = this.stamp();
    const xmin = await this.snapshotXmin();
    let last: SortKey | undefined;
    for (;;) {
      if (this.stopped) return;
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
      // A row moved by a write during the load can come twice; the changes since `xmin` bring its last state.
      for (const row of rows) if (!index.has(row.id)) index.append(row, (w) => lexemes.has(w));
      const end = raws[raws.length - 1];
      if (end) last = { c: end.c, n: end.n, id: end.id };
      if (raws.length < CHUNK) break;
    }
    this.xmin = xmin;
    this.last = last;
    // Not synced yet: the first use applies what was written during the load.
    this.syncedStamp = `${stamp}:loaded`;
    this.syncedAt = Date.now();
    this.index = index;
    this.log.info(
      {
        table: this.source.table,
        rows: index.count,
        words: index.terms.size,
        ms: Math.round(performance.now() - started),
      },
      'search index loaded',
    );
  }

  /** Applies the changes since the last sync; tells `counted` how many rows it reads before reading them. */
  private async sync(counted: (rows: number) => void): Promise<void> {
    const index = this.index;
    if (!index) return;
    const started = performance.now();
    let read = 0;
    const stamp = this.stamp();
    const xmin = await this.snapshotXmin();
    const [many] = rowsOf<{ n: number | string }>(
      await this.db.execute(
        sql`select count(*) as n from (select 1 from ${sql.identifier(this.source.table)}
            where change_xid >= ${this.xmin}::xid8 limit ${this.syncLimit + 1}) changed`,
      ),
    );
    if (Number(many?.n ?? 0) > this.syncLimit) {
      void this.reload();
      return;
    }
    counted(Number(many?.n ?? 0));
    const last = this.last;
    const after = last
      ? sql`(created_at, name, id) > (${last.c}::timestamptz, ${last.n}::text, ${last.id}::uuid)`
      : sql`true`;
    const gone = rowsOf<{ id: string }>(
      await this.db.execute(
        sql`select id::text as id from search_deletions
            where table_name = ${this.source.table} and change_xid >= ${this.xmin}::xid8`,
      ),
    );
    // In chunks, as a load reads: an import's 50,000 rows in one answer cost the server ~100 MB at once.
    let lastKey = last;
    let from: SortKey | undefined;
    for (;;) {
      const page = from
        ? sql`and (created_at, name, id) > (${from.c}::timestamptz, ${from.n}::text, ${from.id}::uuid)`
        : sql``;
      const raws = rowsOf<Raw & { after: boolean }>(
        await this.db.execute(
          sql`select ${this.source.columns}, ${after} as after from ${sql.identifier(this.source.table)}
              where change_xid >= ${this.xmin}::xid8 ${page} order by created_at, name, id limit ${CHUNK}`,
        ),
      );
      read += raws.length;
      const rows = raws.map((r) => ({ row: this.source.toRow(r), after: r.after, key: { c: r.c, n: r.n, id: r.id } }));
      const lexemes = await this.shortLexemes(
        index,
        rows.map((r) => r.row),
      );
      for (const { row, after, key } of rows) {
        const known = index.fingerprintOf(row.id);
        if (known === row.fingerprint) index.updateAttrs(row.id, row.attrs);
        else if (known === undefined && after) {
          index.append(row, (w) => lexemes.has(w));
          lastKey = key;
        } else {
          // Moved in the sort order, new words, or a new row older than the newest: placed by a full load.
          void this.reload();
          return;
        }
      }
      const end = raws[raws.length - 1];
      if (!end || raws.length < CHUNK) break;
      from = { c: end.c, n: end.n, id: end.id };
    }
    for (const { id } of gone) index.remove(id);
    this.last = lastKey;
    this.xmin = xmin;
    this.syncedStamp = stamp;
    if (read >= this.bigSync)
      this.log.info(
        { table: this.source.table, rows: read, ms: Math.round(performance.now() - started) },
        'search index followed a large change',
      );
    if (Date.now() - this.syncedAt > 3600_000) await this.pruneDeletions();
    this.syncedAt = Date.now();
  }

  /** The oldest transaction still running: every write not yet seen has an id at least this large. */
  private async snapshotXmin(): Promise<string> {
    const [row] = rowsOf<{ x: string }>(
      await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as x`),
    );
    if (!row) throw new Error('no snapshot');
    return row.x;
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
