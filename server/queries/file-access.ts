/** Finds a file or drawing the caller may see (404 otherwise) with its project and the caller's place in it. */
import { and, eq } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { Db } from '../db/client';
import type { ConstructionFileRow, DrawingFileRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { can, type ProjectTarget } from '../policies/authorize';
import { FILE_KINDS, type FileKindName } from './file-kinds';
import { isUuid } from './ids';
import { isOnTeam } from './project-view';
import { seenFileRow } from './seen-file';
import { shareLinkScope } from '../policies/scopes';

export interface FileAccess<Row> {
  /** The file as the caller sees it (queries/seen-file.ts): an outsider's is at the last published revision. */
  row: Row;
  onTeam: boolean;
  /** Whether the caller sees work in progress, hence every revision and the current one. */
  seesCurrent: boolean;
}

export async function visibleFile(
  db: Db,
  caller: UserRow,
  kind: 'constructionfile',
  id: string,
): Promise<FileAccess<ConstructionFileRow>>;
export async function visibleFile(
  db: Db,
  caller: UserRow,
  kind: 'drawing',
  id: string,
): Promise<FileAccess<DrawingFileRow>>;
export async function visibleFile(
  db: Db,
  caller: UserRow,
  kind: FileKindName,
  id: string,
): Promise<FileAccess<ConstructionFileRow | DrawingFileRow>>;
export async function visibleFile(db: Db, caller: UserRow, kind: FileKindName, id: string) {
  const { table, columns } = FILE_KINDS[kind];
  const [row] = isUuid(id) ? await db.select(columns).from(table).where(eq(table.id, id)) : [];
  if (!row) throw notFound(MSG_FILES.uploadNotFound);
  const onTeam = await isOnTeam(db, row.projectId, caller.id);
  const seen = await seenFileRow(db, caller, row, onTeam);
  if (!can(caller, 'file.read', { ...fileProject(row, onTeam), status: seen.status }))
    throw notFound(MSG_FILES.uploadNotFound);
  return { row: seen, onTeam, seesCurrent: seen === row };
}

/**
 * A file read with a share token of `projectId`: only construction files, only of that project, and only published
 * ones (docs/api.md §6 "Status"), at their last published revision (§7 "Status per revision"); 404 otherwise.
 */
export async function sharedFileRow(
  db: Db,
  kind: FileKindName,
  projectId: string,
  id: string,
): Promise<ConstructionFileRow | DrawingFileRow> {
  const { table, columns } = FILE_KINDS[kind];
  const [row] =
    kind === 'constructionfile' && isUuid(id)
      ? await db
          .select(columns)
          .from(table)
          .where(and(eq(table.id, id), shareLinkScope(projectId)))
      : [];
  if (!row) throw notFound(MSG_FILES.uploadNotFound);
  return seenFileRow(db, null, row, false);
}

/** The file's project as the policies see it, from the copies every file row carries. */
export function fileProject(
  row: Pick<ConstructionFileRow | DrawingFileRow, 'projectId' | 'organizationId' | 'projectVisibility'>,
  onTeam: boolean,
): ProjectTarget {
  return {
    project: { id: row.projectId, organizationId: row.organizationId, visibility: row.projectVisibility },
    onTeam,
  };
}
