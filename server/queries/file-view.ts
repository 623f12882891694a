/** What a page of files needs besides its rows: upload sizes and types, project and organization names, bookmarks. */
import { and, eq } from 'drizzle-orm';
import { inIds } from './ids';
import type { TextStatus } from '../../common/api/files';
import type { Db } from '../db/client';
import { fileBookmarks, organizations, projects, projectTeam, uploads, type UserRow } from '../db/schema';

export interface FileExtras {
  uploads: Map<string, { size: number; contentType: string; textStatus: TextStatus | null; thumbnailReady: boolean }>;
  projects: Map<string, { name: string; type: string }>;
  organizations: Map<string, string>;
  bookmarked: Set<string>;
  /** Projects of the page whose team the caller is on (for the abilities). */
  teamProjects: Set<string>;
}

export async function loadFileExtras(
  db: Db,
  caller: UserRow,
  rows: Array<{ id: string; uploadId: string | null; projectId: string; organizationId: string }>,
  populate: Set<string>,
): Promise<FileExtras> {
  const uploadIds = rows.map((r) => r.uploadId).filter((x): x is string => x !== null);
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  const ids = rows.map((r) => r.id);
  const [ups, projs, orgs, marks, team] = await Promise.all([
    uploadIds.length
      ? db
          .select({
            id: uploads.id,
            size: uploads.size,
            contentType: uploads.contentType,
            textStatus: uploads.textStatus,
            thumbnailStatus: uploads.thumbnailStatus,
          })
          .from(uploads)
          .where(inIds(uploads.id, uploadIds))
      : [],
    populate.has('project') && projectIds.length
      ? db
          .select({ id: projects.id, name: projects.name, type: projects.type })
          .from(projects)
          .where(inIds(projects.id, projectIds))
      : [],
    populate.has('organization') && orgIds.length
      ? db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inIds(organizations.id, orgIds))
      : [],
    ids.length
      ? db
          .select({ id: fileBookmarks.fileId })
          .from(fileBookmarks)
          .where(and(eq(fileBookmarks.userId, caller.id), inIds(fileBookmarks.fileId, ids)))
      : [],
    projectIds.length
      ? db
          .select({ id: projectTeam.projectId })
          .from(projectTeam)
          .where(and(eq(projectTeam.userId, caller.id), inIds(projectTeam.projectId, projectIds)))
      : [],
  ]);
  return {
    uploads: new Map(
      ups.map((u) => [
        u.id,
        {
          size: u.size,
          contentType: u.contentType,
          textStatus: u.textStatus,
          thumbnailReady: u.thumbnailStatus === 'done',
        },
      ]),
    ),
    projects: new Map(projs.map((p) => [p.id, { name: p.name, type: p.type }])),
    organizations: new Map(orgs.map((o) => [o.id, o.name])),
    bookmarked: new Set(marks.map((m) => m.id)),
    teamProjects: new Set(team.map((t) => t.id)),
  };
}
