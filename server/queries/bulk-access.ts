/**
 * The access lookups of `project-access.ts` and `file-access.ts` for many ids at once (bulk deletes, bookmarks):
 * a statement for the rows and one for what judging them needs (the caller's teams, the published revisions
 * outsiders read), instead of three per id. Each row is then judged by the same rule, in the caller's order, so the
 * first id refused decides the answer as before: 404 for one missing or unseen, the rule's refusal for the rest.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MSG_FILES, MSG_PROJECT } from '../../common/messages';
import type { Db } from '../db/client';
import { projects, projectTeam, type UserRow } from '../db/schema';
import { notFound } from '../errors';
import { can } from '../policies/authorize';
import { fileProject, type FileAccess } from './file-access';
import { FILE_KINDS, type FileKindName } from './file-kinds';
import { isUuid } from './ids';
import type { ProjectAccess } from './project-access';
import { loadFileExtras } from './file-view';
import { seenInList } from './seen-file';

type FileRowOf = Awaited<ReturnType<typeof selectFiles>>[number];

async function teamProjects(db: Db, caller: UserRow, projectIds: readonly string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: projectTeam.projectId })
    .from(projectTeam)
    .where(and(eq(projectTeam.userId, caller.id), inArray(projectTeam.projectId, [...new Set(projectIds)])));
  return new Set(rows.map((r) => r.projectId));
}

/**
 * The projects of `ids` the caller may read, in the order of `ids`; 404 at the first missing or unseen one. `check`
 * judges each in turn (an `authorize`), so an earlier refusal answers before a later id's 404, as one by one did.
 */
export async function visibleProjects(
  db: Db,
  caller: UserRow,
  ids: readonly string[],
  check: (access: ProjectAccess) => void = () => undefined,
): Promise<ProjectAccess[]> {
  const valid = ids.filter(isUuid);
  const rows = valid.length ? await db.select().from(projects).where(inArray(projects.id, valid)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const team = await teamProjects(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return ids.map((id) => {
    const project = byId.get(id);
    const access = project && { project, onTeam: team.has(project.id) };
    if (!access || !can(caller, 'project.read', access)) throw notFound(MSG_PROJECT.notFound);
    check(access);
    return access;
  });
}

function selectFiles(db: Db, kind: FileKindName, ids: readonly string[]) {
  const { table, columns } = FILE_KINDS[kind];
  return db
    .select(columns)
    .from(table)
    .where(inArray(table.id, [...ids]));
}

/**
 * The files of one kind the caller may read, by id, each as they see it (queries/file-access.ts visibleFile for
 * each): the page extras' lookup (file-view.ts) brings their teams and the published revisions outsiders read.
 */
export async function visibleFilesById(
  db: Db,
  caller: UserRow,
  kind: FileKindName,
  ids: readonly string[],
): Promise<Map<string, FileAccess<FileRowOf>>> {
  const valid = ids.filter(isUuid);
  const rows = valid.length ? await selectFiles(db, kind, valid) : [];
  const extras = await loadFileExtras(db, caller, rows, new Set());
  const seen = new Map<string, FileAccess<FileRowOf>>();
  for (const row of rows) {
    const onTeam = extras.teamProjects.has(row.projectId);
    const view = seenInList(caller, row, extras);
    if (can(caller, 'file.read', { ...fileProject(row, onTeam), status: view.status }))
      seen.set(row.id, { row: view, onTeam, seesCurrent: view === row });
  }
  return seen;
}

/** The files of `ids` the caller may read, in the order of `ids`; 404 at the first missing or unseen one. */
export async function visibleFiles(
  db: Db,
  caller: UserRow,
  kind: FileKindName,
  ids: readonly string[],
  check: (access: FileAccess<FileRowOf>) => void = () => undefined,
): Promise<Array<FileAccess<FileRowOf>>> {
  const seen = await visibleFilesById(db, caller, kind, ids);
  return ids.map((id) => {
    const access = seen.get(id);
    if (!access) throw notFound(MSG_FILES.uploadNotFound);
    check(access);
    return access;
  });
}
