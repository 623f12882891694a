/**
 * A TableIndex's sync (see table-index.ts for when one runs): the rows written and deleted since it last looked,
 * read in chunks and applied to the index — at the end, placed after their neighbour, or as new column values —
 * or, past what it can follow row by row, a full load (table-load.ts).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { releaseMemorySoon } from '../lib/release-memory';
import { TableLoad } from './table-load';
import { changedSince, CHUNK, PLACE_RETRIES, type Raw, type SortKey, type Sync } from './table-index-state';

/** Rows placed out of number order (DocIndex.place) beyond which a compaction loads the table again. */
const COMPACT_AT = { rows: 20_000, share: 0.02 };

export class TableSync extends TableLoad {
  protected startSync(): Sync {
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

  /** Applies the changes since the last sync; tells `counted` how many rows it reads before reading them. */
  protected async sync(counted: (rows: number) => void, restoring = false): Promise<void> {
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
}
