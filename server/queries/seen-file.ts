/**
 * A file as its caller sees it (docs/api.md §7 "Status per revision"). Those who see work in progress (the
 * project's team and its organization's admins, policies/rules `file.read`) get the current revision; everyone else —
 * other organizations, members off a members-only team, share links — gets the file's last published revision
 * (`published_revision_id`, kept by commands/published-revision.ts) and the status it has (`outside_status`).
 * Every route that serves a file's metadata or content reads its row through here, so none decides it again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileRevisions, type ConstructionFileRow, type DrawingFileRow, type UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import type { FileExtras } from './file-view';

type AnyFileRow = ConstructionFileRow | DrawingFileRow;

/** The statuses of a revision that was published: outsiders read the newest such revision. */
export const RELEASED_STATUSES = ['published', 'archived'] as const;

/** The revision outsiders read while the current one is not published: what a row needs of it. */
export interface PublishedRevision {
  id: string;
  uploadId: string;
  revision: string;
  createdAt: Date;
}

/** Whether the caller sees the file's work in progress, hence its current revision. */
export function seesCurrentRevision(
  caller: UserRow,
  row: Pick<AnyFileRow, 'projectId' | 'organizationId' | 'projectVisibility'>,
  onTeam: boolean,
): boolean {
  const project = { id: row.projectId, organizationId: row.organizationId, visibility: row.projectVisibility };
  return can(caller, 'file.read', { project, onTeam, status: 'wip' });
}

/**
 * Whether outsiders read an older revision than the current one: the current is not published (wip or shared)
 * and an earlier one was. A published or archived current revision is itself the published one.
 */
export function readsOlderRevision(row: Pick<AnyFileRow, 'status' | 'publishedRevisionId'>): boolean {
  return row.publishedRevisionId !== null && (row.status === 'wip' || row.status === 'shared');
}

/**
 * The row as an outsider sees it: the published revision's upload, code and date, and `outside_status`.
 * `published` is the row's `published_revision_id` read (needed only when readsOlderRevision).
 */
export function outsiderView<Row extends AnyFileRow>(row: Row, published: PublishedRevision | undefined): Row {
  const seen = { ...row, status: row.outsideStatus, revisionCount: row.outsideRevisionCount };
  if (!readsOlderRevision(row) || !published) return seen;
  return { ...seen, uploadId: published.uploadId, revision: published.revision, revisedAt: published.createdAt };
}

/** One published revision by id (the join behind outsiderView for a single file). */
export async function loadPublishedRevision(db: Db, id: string): Promise<PublishedRevision | undefined> {
  const [found] = await db
    .select({
      id: fileRevisions.id,
      uploadId: fileRevisions.uploadId,
      revision: fileRevisions.revision,
      createdAt: fileRevisions.createdAt,
    })
    .from(fileRevisions)
    .where(eq(fileRevisions.id, id));
  return found;
}

/** The row the caller sees: as stored for those who see work in progress, else outsiderView. */
export async function seenFileRow<Row extends AnyFileRow>(
  db: Db,
  caller: UserRow | null,
  row: Row,
  onTeam: boolean,
): Promise<Row> {
  if (caller && seesCurrentRevision(caller, row, onTeam)) return row;
  const published =
    readsOlderRevision(row) && row.publishedRevisionId
      ? await loadPublishedRevision(db, row.publishedRevisionId)
      : undefined;
  return outsiderView(row, published);
}

/** A list row as the caller sees it, from the page's extras (file-view.ts: team projects, published revisions). */
export function seenInList<Row extends AnyFileRow>(
  caller: UserRow,
  row: Row,
  extras: Pick<FileExtras, 'teamProjects' | 'published'>,
): Row {
  if (seesCurrentRevision(caller, row, extras.teamProjects.has(row.projectId))) return row;
  return outsiderView(row, row.publishedRevisionId ? extras.published.get(row.publishedRevisionId) : undefined);
}
