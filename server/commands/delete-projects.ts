import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { constructionFiles, drawingFiles, projects, uploads } from '../db/schema';
import { discardUpload } from './claim-upload';

/**
 * Deletes projects with everything that hangs on them (team, activities, bookmarks, files), in one
 * transaction: either all go or none; their blobs after. Callers check every id first.
 */
export async function deleteProjects(ctx: AppContext, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await ctx.db.transaction(async (tx) =>
    tx.delete(projects).where(inArray(projects.id, ids)).returning({ id: projects.id, logo: projects.logo }),
  );
  // Blobs go after their rows: a failure here leaves an orphan blob, never a row without content.
  for (const row of deleted) await discardUpload(ctx, row.logo);
  return deleted.length;
}
