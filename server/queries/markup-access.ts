/**
 * Finding what markups hang on: a file's revision (the current one unless named; 404 for another file's), and a
 * markup the caller may see (404 otherwise — another organization's, or someone else's private one, alike).
 */
import { and, eq } from 'drizzle-orm';
import { MSG_MARKUP } from '../../common/messages';
import type { Db } from '../db/client';
import { fileRevisions, type ConstructionFileRow, type DrawingFileRow, type FileRevisionRow } from '../db/schema';
import type { UserRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { can, type FileTarget, type MarkupTarget } from '../policies/authorize';
import { fileProject, visibleFile } from './file-access';
import { isUuid } from './ids';
import { loadMarkupView, type MarkupView } from './markup-view';
import { readableRevision, type RevisionReader } from './revision-view';

type FileRow = ConstructionFileRow | DrawingFileRow;

/** The file as the policies see it. */
export const fileTarget = (row: FileRow, onTeam: boolean): FileTarget => ({
  ...fileProject(row, onTeam),
  status: row.status,
});

/** The markup as the policies see it, on its file. */
export const markupTarget = (file: FileTarget, markup: MarkupView['row']): MarkupTarget => ({
  ...file,
  authorId: markup.authorId,
  visibility: markup.visibility,
});

/**
 * The revision `revisionId` of the file, or its current one (as the caller sees it); 404 when the file has no such
 * revision, or it is one the caller may not read (queries/revision-view.ts readableRevision).
 */
export async function revisionOf(
  db: Db,
  reader: RevisionReader,
  revisionId: string | undefined,
): Promise<FileRevisionRow> {
  const { row } = reader;
  const [revision] =
    revisionId === undefined
      ? row.uploadId
        ? await db
            .select()
            .from(fileRevisions)
            .where(and(eq(fileRevisions.fileId, row.id), eq(fileRevisions.uploadId, row.uploadId)))
        : []
      : isUuid(revisionId)
        ? [await readableRevision(db, reader, revisionId)]
        : [];
  if (!revision) throw notFound(MSG_MARKUP.revisionNotFound);
  return revision;
}

export interface MarkupAccess {
  view: MarkupView;
  file: FileRow;
  target: MarkupTarget;
}

/**
 * A markup the caller may see, with its file; 404 for one they may not (the same answer as for none). A deleted one
 * is none, unless `withDeleted` (restoring it).
 */
export async function visibleMarkup(
  db: Db,
  caller: UserRow,
  id: string,
  opts: { withDeleted?: boolean } = {},
): Promise<MarkupAccess> {
  const view = isUuid(id) ? await loadMarkupView(db, id, opts) : undefined;
  if (!view) throw notFound(MSG_MARKUP.notFound);
  // The file's own 404 ("File not found") would tell that a markup with this id exists.
  const access = await visibleFile(db, caller, view.row.fileKind, view.row.fileId).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  });
  if (!access) throw notFound(MSG_MARKUP.notFound);
  const target = markupTarget(fileTarget(access.row, access.onTeam), view.row);
  if (!can(caller, 'markup.read', target)) throw notFound(MSG_MARKUP.notFound);
  return { view, file: access.row, target };
}
