import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { WriteKind } from '../db/written-tables';

/**
 * When an answer makes this instance's caches stale at once (read-your-writes), before the database's change
 * notification arrives. Reads never do; neither do POSTs that change nothing cached (verify_token, login) nor
 * failed calls (their transaction rolled back; whatever else they wrote arrives as a notification).
 */
export function answerBumpsCaches(method: string, statusCode: number, cacheNeutral: boolean | undefined): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (statusCode >= 400) return false;
  return !cacheNeutral;
}

/** A foreign key into a table: its child table, and how a delete or a key update of the parent writes the child. */
export interface Dependent {
  child: string;
  onDelete: WriteKind | null;
  onUpdate: WriteKind | null;
}

/** Parent table → the foreign keys whose rows a delete or key change there deletes, nulls or defaults. */
export type Dependents = Map<string, Dependent[]>;

/** A key's action on the child's rows: cascade does to them what was done to the parent's, set null or default updates them. */
const action = (code: string, cascade: WriteKind): WriteKind | null =>
  code === 'c' ? cascade : code === 'n' || code === 'd' ? 'update' : null;

export async function loadDependents(db: Db): Promise<Dependents> {
  const rows = rowsOf<{ parent: string; child: string; on_delete: string; on_update: string }>(
    await db.execute(sql`
      select confrelid::regclass::text as parent, conrelid::regclass::text as child,
        confdeltype::text as on_delete, confupdtype::text as on_update
      from pg_constraint
      where contype = 'f' and (confdeltype in ('c', 'n', 'd') or confupdtype in ('c', 'n', 'd'))`),
  );
  const dependents: Dependents = new Map();
  for (const { parent, child, on_delete, on_update } of rows)
    dependents.set(parent, [
      ...(dependents.get(parent) ?? []),
      { child, onDelete: action(on_delete, 'delete'), onUpdate: action(on_update, 'update') },
    ]);
  return dependents;
}

/**
 * The written tables and, transitively, the tables their foreign keys reach: a delete's cascades and set-nulls, an
 * update's key actions (an update may have changed a referenced key). An insert reaches nothing; nor does an update
 * of a table whose keys have no action — renaming a file does not make its revisions' caches stale.
 */
export function withDependents(written: ReadonlyMap<string, ReadonlySet<WriteKind>>, dependents: Dependents) {
  const all = new Set<string>();
  const seen = new Set<string>();
  const visit = (table: string, kind: WriteKind) => {
    if (seen.has(`${kind} ${table}`)) return;
    seen.add(`${kind} ${table}`);
    all.add(table);
    if (kind === 'insert') return;
    for (const key of dependents.get(table) ?? []) {
      const next = kind === 'delete' ? key.onDelete : key.onUpdate;
      if (next) visit(key.child, next);
    }
  };
  for (const [table, kinds] of written) for (const kind of kinds) visit(table, kind);
  return all;
}
