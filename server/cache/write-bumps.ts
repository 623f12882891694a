import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

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

/** Parent table → the tables whose rows a delete or key change there deletes, nulls or defaults. */
export type Dependents = Map<string, string[]>;

export async function loadDependents(db: Db): Promise<Dependents> {
  const rows = rowsOf<{ parent: string; child: string }>(
    await db.execute(sql`
      select confrelid::regclass::text as parent, conrelid::regclass::text as child
      from pg_constraint
      where contype = 'f' and (confdeltype in ('c', 'n', 'd') or confupdtype in ('c', 'n', 'd'))`),
  );
  const dependents: Dependents = new Map();
  for (const { parent, child } of rows) dependents.set(parent, [...(dependents.get(parent) ?? []), child]);
  return dependents;
}

/** The written tables and, transitively, the tables their foreign keys reach. */
export function withDependents(written: Iterable<string>, dependents: Dependents): Set<string> {
  const all = new Set<string>();
  const visit = (table: string) => {
    if (all.has(table)) return;
    all.add(table);
    for (const child of dependents.get(table) ?? []) visit(child);
  };
  for (const table of written) visit(table);
  return all;
}
