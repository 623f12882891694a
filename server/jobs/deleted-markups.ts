/**
 * Markups deleted more than MARKUP_RESTORE_HOURS ago, removed by the hourly sweep (main.ts) with their replies: until
 * then a delete can be undone (commands/markups/restore-markup.ts), after it nothing can reach them.
 */
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { markups } from '../db/schema';
import { MARKUP_RESTORE_MS } from '../commands/markups/restore-markup';

/** Answers how many went. */
export async function removeDeletedMarkups(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(markups)
    .where(and(isNotNull(markups.deletedAt), lt(markups.deletedAt, new Date(now.getTime() - MARKUP_RESTORE_MS))))
    .returning({ id: markups.id });
  return gone.length;
}
