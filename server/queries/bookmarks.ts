/** A user's bookmarks, oldest first. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileBookmarks, projectBookmarks } from '../db/schema';

export async function loadBookmarks(db: Db, userId: string): Promise<{ projects: string[]; files: string[] }> {
  const rows = await db
    .select({ id: projectBookmarks.projectId })
    .from(projectBookmarks)
    .where(eq(projectBookmarks.userId, userId))
    .orderBy(asc(projectBookmarks.createdAt));
  const files = await db
    .select({ id: fileBookmarks.fileId })
    .from(fileBookmarks)
    .where(eq(fileBookmarks.userId, userId))
    .orderBy(asc(fileBookmarks.createdAt));
  return { projects: rows.map((r) => r.id), files: files.map((f) => f.id) };
}

/** The projects a user has bookmarked, as a set for marking list rows. */
export async function loadProjectBookmarkSet(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: projectBookmarks.projectId })
    .from(projectBookmarks)
    .where(eq(projectBookmarks.userId, userId));
  return new Set(rows.map((r) => r.id));
}
