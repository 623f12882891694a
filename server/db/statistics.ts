/**
 * Keeps the planner's statistics true (issue: search right after an import). PostgreSQL plans a search from
 * them; stale or missing ones turn a 5 ms index walk into a seconds-long scan. A server's autovacuum gets there
 * eventually, PGlite never does, so the app analyses what it changed itself:
 * - an import that changed a table by a tenth or more analyses it before it answers, so the next search is
 *   planned on the new rows; a smaller one is noted like any other write (ANALYZE samples the same 30,000 rows
 *   of a table of any size: about a second for a million files, which every 50,000-row file paid before);
 * - other large writes (bulk deletes) are noted, and once a table has changed by a tenth (at least MIN_ROWS rows)
 *   it is analysed in the background, once, however many writes asked for it meanwhile;
 * - at start, tables never analysed are (reltuples < 0), and on PGlite whatever was noted is analysed on a timer;
 * - an analysed table's GIN indexes have their pending lists merged, which a bulk write leaves for searches to read.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { executeLong } from './statement-timeout';

const MIN_ROWS = 1000;
const SHARE = 0.1;
const DEBOUNCE_MS = 1000;

type Log = { warn: (obj: object, msg: string) => void; debug: (obj: object, msg: string) => void };

export class StatisticsKeeper {
  private readonly pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private periodic: NodeJS.Timeout | undefined;
  /** One ANALYZE at a time; a request made while one runs joins the next. */
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  /** Notes `rows` changed rows in each table; analyses in the background once a table has changed enough. */
  noteWrites(tables: readonly string[], rows: number): void {
    if (rows <= 0) return;
    for (const table of tables) this.pending.set(table, (this.pending.get(table) ?? 0) + rows);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.analyzeChanged().catch((err: unknown) => this.log.warn({ err }, 'background ANALYZE failed'));
      }, DEBOUNCE_MS);
      this.timer.unref();
    }
  }

  /**
   * After an import of `rows` rows: tables it grew by a tenth or more (of what their statistics last counted)
   * are analysed now, the others are noted and analysed in the background once the changes add up.
   */
  async afterBulkWrite(tables: readonly string[], rows: number): Promise<void> {
    const size = await this.sizes();
    const now = tables.filter((t) => rows >= SHARE * (size.get(t) ?? 0));
    this.noteWrites(
      tables.filter((t) => !now.includes(t)),
      rows,
    );
    if (now.length) await this.refresh(now);
  }

  /** Analyses these tables now (after any ANALYZE already running) and forgets their noted writes. */
  refresh(tables: readonly string[]): Promise<void> {
    for (const table of tables) this.pending.delete(table);
    const next = this.running.then(() => this.analyze(tables));
    this.running = next.catch(() => undefined);
    return next;
  }

  /** At start: analyses every table that has never been; with `everyMs`, also whatever was noted, on a timer. */
  async start(everyMs?: number): Promise<void> {
    const never = (await this.db.execute(
      sql`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0`,
    )) as unknown as { rows: Array<{ relname: string }> };
    const tables = never.rows.map((r) => r.relname);
    if (tables.length) await this.refresh(tables);
    if (everyMs) {
      this.periodic = setInterval(() => {
        const noted = [...this.pending.keys()];
        if (noted.length) void this.refresh(noted).catch((err: unknown) => this.log.warn({ err }, 'ANALYZE failed'));
      }, everyMs);
      this.periodic.unref();
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    clearInterval(this.periodic);
  }

  private async analyzeChanged(): Promise<void> {
    const noted = [...this.pending.entries()];
    if (!noted.length) return;
    const size = await this.sizes();
    const due = noted.filter(([table, rows]) => rows >= Math.max(MIN_ROWS, SHARE * (size.get(table) ?? 0)));
    if (due.length) await this.refresh(due.map(([t]) => t));
  }

  /** Each table's row count as its statistics last saw it (0 for one never analysed). */
  private async sizes(): Promise<Map<string, number>> {
    const sizes = (await this.db.execute(
      sql`select relname, reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    )) as unknown as { rows: Array<{ relname: string; reltuples: number }> };
    return new Map(sizes.rows.map((r) => [r.relname, Math.max(0, Number(r.reltuples))]));
  }

  private async analyze(tables: readonly string[]): Promise<void> {
    const known = tables.filter((t) => /^[a-z_][a-z0-9_]*$/.test(t));
    if (!known.length) return;
    const started = performance.now();
    // Merging a large import into the GIN indexes can outlast a request's statement timeout; this is no request.
    await executeLong(this.db, sql.raw(`ANALYZE ${known.map((t) => `"${t}"`).join(', ')}`));
    // A GIN index takes a bulk write into its pending list, which every search then reads in full until a
    // VACUUM merges it (PGlite has none): merged now, with the statistics.
    await executeLong(
      this.db,
      sql`
      select gin_clean_pending_list(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and i.indrelid::regclass::text = any(${`{${known.join(',')}}`}::text[])`,
    );
    this.log.debug({ tables: known, ms: Math.round(performance.now() - started) }, 'statistics refreshed');
  }
}
