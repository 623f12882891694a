import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { drawingFiles, fileBookmarks, projectBookmarks, type UserRow } from '../db/schema';

/** Adds or removes project bookmarks; the caller has already checked that each project is visible. */
export async function changeProjectBookmarks(db: Db, user: UserRow, projectIds: string[], add: boolean): Promise<void> {
  if (projectIds.length === 0) return;
  if (add) {
    await db
      .insert(projectBookmarks)
      .values(projectIds.map((projectId) => ({ userId: user.id, projectId })))
      .onConflictDoNothing();
  } else {
    await db
      .delete(projectBookmarks)
      .where(and(eq(projectBookmarks.userId, user.id), inArray(projectBookmarks.projectId, projectIds)));
  }
}

/** Adds or removes file and drawing bookmarks; the caller has already checked that each file is visible. */
export async function changeFileBookmarks(db: Db, user: UserRow, fileIds: string[], add: boolean): Promise<void> {
  if (fileIds.length === 0) return;
  if (add) {
    // Each bookmark also names its file in the column of its kind, whose foreign key refuses a missing file.
    const drawings = await db
      .select({ id: drawingFiles.id })
      .from(drawingFiles)
      .where(inArray(drawingFiles.id, fileIds));
    const drawingIds = new Set(drawings.map((d) => d.id));
    await db
      .insert(fileBookmarks)
      .values(
        fileIds.map((fileId) =>
          drawingIds.has(fileId)
            ? { userId: user.id, fileId, drawingId: fileId }
            : { userId: user.id, fileId, constructionFileId: fileId },
        ),
      )
      .onConflictDoNothing();
  } else {
    await db
      .delete(fileBookmarks)
      .where(and(eq(fileBookmarks.userId, user.id), inArray(fileBookmarks.fileId, fileIds)));
  }
}
