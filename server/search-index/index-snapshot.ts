/**
 * Warm restarts: a table's index saved to local disk (snapshot-file.ts) with what it had seen of the database,
 * so a restarted instance reads it back in a second and applies only what was written since, instead of loading a
 * million rows again (~20 s during which the database answers every search). A snapshot is used only for the
 * database it was made from — the same cluster (its system identifier), database, migrations and index columns,
 * not from a transaction id later than the database's own (a point-in-time restore went back past it) and not older
 * than the changes the database keeps for it — and TableIndex checks it against the table once caught up.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client';
import { DocIndex } from './doc-index';
import { SnapshotReader, SnapshotWriter } from './snapshot-file';

/** Bumped when what the index holds per row changes its meaning (how words are split, what a column holds). */
const FORMAT = 1;

/** What the index had seen of its table when it was saved (TableIndex's generation). */
export interface SavedState {
  seen: { xmax: string; running: string[] };
  last: { c: string; n: string; id: string } | undefined;
}

interface Meta extends SavedState {
  identity: string;
  savedAt: number;
}

export interface Restored extends SavedState {
  index: DocIndex;
  savedAt: number;
  bytes: number;
}

/** The database and schema a snapshot belongs to, as one string to compare. */
async function identityOf(db: Db, table: string, columns: string, attrNames: readonly string[]): Promise<string> {
  const [row] = rowsOf<{ system: string; database: string; migrations: string }>(
    await db.execute(
      sql`select (select system_identifier::text from pg_control_system()) as system,
                 (select oid::text from pg_database where datname = current_database()) as database,
                 (select coalesce(max(id), 0)::text from drizzle.__drizzle_migrations) as migrations`,
    ),
  );
  const parts = [FORMAT, row?.system, row?.database, row?.migrations, table, columns, attrNames.join(',')];
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export class IndexSnapshots {
  private readonly file: string;
  private readonly columns: string;

  constructor(
    private readonly db: Db,
    dir: string,
    private readonly table: string,
    columns: Parameters<PgDialect['sqlToQuery']>[0],
    private readonly attrNames: readonly string[],
    /** A snapshot older than this is not used: the deletions since may be gone (TableIndex's DELETIONS_KEPT_MS). */
    private readonly maxAgeMs: number,
  ) {
    this.file = path.join(dir, `${table}.idx`);
    this.columns = new PgDialect().sqlToQuery(columns).sql;
  }

  /** Saves the index; nothing may change it until this resolves. Answers the file's size. */
  async save(index: DocIndex, state: SavedState): Promise<number> {
    const out = new SnapshotWriter();
    const meta: Meta = {
      ...state,
      identity: await identityOf(this.db, this.table, this.columns, this.attrNames),
      savedAt: Date.now(),
    };
    out.value('meta', meta);
    index.saveTo(out);
    return out.writeTo(this.file);
  }

  /**
   * The saved index, when there is one for this database; undefined when there is none. Throws, saying why, when
   * there is one that cannot be used.
   */
  async restore(): Promise<Restored | undefined> {
    const reader = await SnapshotReader.open(this.file);
    if (!reader) return undefined;
    const meta = reader.value<Meta>('meta');
    if (meta.identity !== (await identityOf(this.db, this.table, this.columns, this.attrNames)))
      throw new Error('it was made for another database, schema or index format');
    if (Date.now() - meta.savedAt > this.maxAgeMs) throw new Error('it is older than the changes the database keeps');
    const [now] = rowsOf<{ ahead: boolean }>(
      await this.db.execute(sql`select ${meta.seen.xmax}::xid8 > pg_snapshot_xmax(pg_current_snapshot()) as ahead`),
    );
    if (now?.ahead) throw new Error('it has seen transactions the database has not (restored to an earlier point?)');
    return {
      index: DocIndex.restoreFrom(reader, this.attrNames),
      seen: meta.seen,
      last: meta.last,
      savedAt: meta.savedAt,
      bytes: reader.bytes,
    };
  }
}
