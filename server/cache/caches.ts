/** The app's caches, each with the tables whose changes make it stale. */
import type { UserRow } from '../db/schema';
import type { ProjectView } from '../queries/project-view';
import type { UserView } from '../queries/user-view';
import type { ChangeTracker } from './change-tracker';
import { idListBytes, pageBytes, StampedCache } from './stamped-cache';

export interface CachedSession {
  user: UserRow;
  expiresAt: Date;
  /** When this instance last knew the session used (plugins/session-lookup.ts moves it once a minute). */
  lastUsedAt: Date;
  requireMfa: boolean;
  /** Opened through the organization's single sign-on: its provider's sign-in stands for the second step. */
  viaSso: boolean;
}

const MB = 1024 * 1024;
/** The tables whose writes change which files' PDFs hold a word. */
const PDF_WORDS = ['upload_text_pages', 'file_revisions'];
const FILE_TABLES = ['construction_files', 'drawing_files'];

export function createCaches(tracker: ChangeTracker) {
  return {
    /** api token hash → its user; a logout, password change or profile change drops it everywhere. */
    sessions: new StampedCache<CachedSession>(tracker, ['users', 'api_tokens', 'organizations'], {
      maxEntries: 20_000,
      ttlMs: 30_000,
    }),
    /**
     * A page of the project list as one kind of caller sees it (without the caller's own bookmarks). Kept by bytes:
     * by count alone, 2,000 pages of 50 projects held 50 MB after the search benchmark (a heap snapshot's largest
     * thing outside the search indexes), long after their minute had run out.
     */
    projectPages: new StampedCache<{ total: number; result: unknown[] }>(
      tracker,
      ['projects', 'project_team', 'activities', 'organizations', 'users'],
      { maxEntries: 2_000, ttlMs: 60_000, maxBytes: 8 * MB, sizeOf: pageBytes },
    ),
    /**
     * A member's own view for verify_token (the organization's name, the bookmarks), sent on every navigation.
     * Only for members of an organization: a pending application lives in a table without notifications.
     */
    memberViews: new StampedCache<{ view: UserView; bookmarks: { projects: string[]; files: string[] } }>(
      tracker,
      ['users', 'organizations', 'project_bookmarks', 'file_bookmarks'],
      { maxEntries: 20_000, ttlMs: 30_000 },
    ),
    /**
     * One project as every caller sees it (team, activities, organization; no bookmark, no abilities), by id and
     * populate: a project page's read is then the caller's check and the presenter, no query.
     */
    projectViews: new StampedCache<ProjectView | null>(
      tracker,
      ['projects', 'project_team', 'activities', 'organizations', 'users'],
      { maxEntries: 5_000, ttlMs: 60_000 },
    ),
    /** How many files or drawings one visible set holds under one filter: the slow half of a list page. */
    fileCounts: new StampedCache<number>(
      tracker,
      ['construction_files', 'drawing_files', 'project_team', 'upload_text_pages'],
      {
        maxEntries: 5_000,
        ttlMs: 60_000,
      },
    ),
    /** The projects a member is on the team of, for the search index's visible set (search-index/file-search.ts). */
    teamProjects: new StampedCache<string[]>(tracker, ['project_team'], {
      maxEntries: 20_000,
      ttlMs: 60_000,
      maxBytes: 16 * MB,
      sizeOf: idListBytes,
    }),
    /**
     * The files (construction files or drawings, by key) whose PDF holds every word of a search
     * (search-index/file-search.ts). Lists of ids grow with the data (a common word in 20,000 PDFs is 1.3 MB):
     * kept by bytes, 32 MB for both caches together. A file's PDF words change only with its text
     * (`upload_text_pages`, text/text-extraction-queue.ts) or a new revision (`file_revisions`,
     * commands/revisions.ts), each written in the same transaction as the file's words: a rename or a status change
     * leaves these warm (with renames going on, a search's words went back to the database after every one). A
     * deleted file's id may stay in a list; the index holds no row for it, so it matches nothing.
     */
    contentMatches: new StampedCache<string[]>(tracker, PDF_WORDS, {
      maxEntries: 2_000,
      ttlMs: 60_000,
      maxBytes: 16 * MB,
      sizeOf: idListBytes,
    }),
    /** Per searched word or code, the files whose PDF holds it (search-index/file-search.ts). */
    contentWords: new StampedCache<string[]>(tracker, PDF_WORDS, {
      maxEntries: 2_000,
      ttlMs: 60_000,
      maxBytes: 16 * MB,
      sizeOf: idListBytes,
    }),
    /**
     * The files outsiders read at an older revision and the words of those revisions' PDFs
     * (search-index/older-revisions.ts): a file's status and published revision are its own row's, so any write to
     * the files' tables makes these stale. They are few.
     */
    olderRevisions: new StampedCache<string[]>(tracker, [...FILE_TABLES, ...PDF_WORDS], {
      maxEntries: 500,
      ttlMs: 60_000,
      maxBytes: 4 * MB,
      sizeOf: idListBytes,
    }),
    projectBookmarks: new StampedCache<Set<string>>(tracker, ['project_bookmarks', 'projects'], {
      maxEntries: 20_000,
      ttlMs: 60_000,
      maxBytes: 16 * MB,
      sizeOf: (ids, key) => idListBytes([...ids], key),
    }),
  };
}
export type Caches = ReturnType<typeof createCaches>;
