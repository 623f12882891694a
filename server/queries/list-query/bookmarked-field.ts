/**
 * `bookmarked` in a list query: whether the caller has bookmarked the row. The filter `{ "bookmarked": true }`
 * lists someone's bookmarks without sending their ids (an `_id` `$in` of hundreds of ids outgrows a URL and
 * the `$in` cap). Its answer depends on the caller, so lists filtered on it are not shared through caches.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fileBookmarks, projectBookmarks } from '../../db/schema';
import type { FieldSpec } from './fields';

export const BOOKMARKED = 'bookmarked';

export function fileBookmarkedField(userId: string, fileId: AnyPgColumn): FieldSpec {
  return {
    column: sql`(${fileId} in (select ${fileBookmarks.fileId} from ${fileBookmarks} where ${fileBookmarks.userId} = ${userId}))`,
    type: 'bool',
  };
}

export function projectBookmarkedField(userId: string, projectId: AnyPgColumn): FieldSpec {
  return {
    column: sql`(${projectId} in (select ${projectBookmarks.projectId} from ${projectBookmarks} where ${projectBookmarks.userId} = ${userId}))`,
    type: 'bool',
  };
}

/** Whether a parsed filter may use the field anywhere (a false alarm only costs a cache miss). */
export function mentionsBookmarked(filter: unknown): boolean {
  return JSON.stringify(filter ?? {}).includes(`"${BOOKMARKED}"`);
}
