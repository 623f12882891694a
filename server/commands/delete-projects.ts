import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { projects } from '../db/schema';

/**
 * Deletes projects with everything that hangs on them (team, activities, bookmarks, files), in one
 * transaction: either all go or none. Callers check every id first.
 */
export async function deleteProjects(ctx: AppContext, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(projects).where(inArray(projects.id, ids)).returning({ id: projects.id });
    return deleted.length;
  });
}
