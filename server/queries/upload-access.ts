/**
 * Who may read an upload (`GET uploads/{id}`). Unclaimed, its uploader (`upload.use`; leaving the organization
 * discards one's unclaimed uploads). Once claimed it is read as what claimed it: a construction file's or drawing's
 * content (current or an earlier revision) by whoever may read that revision (`file.readRevision`, as the file's
 * revision content does: outside the team the published revisions, the one they see as current and one a review of
 * theirs names) — and a project's logo by whoever may read the project. Its uploader gets nothing more for having
 * sent it (issue #34.7: they kept reading it after leaving, and after the file went back to work in progress).
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileRevisions, projects, type ProjectRow, type UploadRow, type UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import { visibleFilesById } from './bulk-access';
import { FILE_KINDS } from './file-kinds';
import { isOnTeam } from './project-view';
import { readableRevision } from './revision-view';

export const uploadPath = (id: string) => `/api/v1/uploads/${id}`;
/** A project's logo as the API names it (docs/api.md): its upload's address, or null. */
export const logoPath = (project: Pick<ProjectRow, 'logoUploadId'>) =>
  project.logoUploadId ? uploadPath(project.logoUploadId) : null;

/** At most this many claimants are asked about: an upload is one file's (and its revisions') or a few logos. */
const CLAIMANTS = 20;

export async function canReadUpload(db: Db, caller: UserRow, upload: UploadRow): Promise<boolean> {
  if (!upload.claimedAt) return can(caller, 'upload.use', upload);
  if (upload.purpose === 'logo') {
    const showing = await db.select().from(projects).where(eq(projects.logoUploadId, upload.id)).limit(CLAIMANTS);
    for (const project of showing)
      if (can(caller, 'project.read', { project, onTeam: await isOnTeam(db, project.id, caller.id) })) return true;
    return false;
  }
  // The files showing it (as their current content or as a revision), as the caller sees them: an outsider sees a
  // file at its last published revision (queries/seen-file.ts).
  const { table } = FILE_KINDS[upload.purpose];
  const claimants = await db
    .select({ id: table.id })
    .from(table)
    .where(
      or(
        eq(table.uploadId, upload.id),
        inArray(
          table.id,
          db.select({ id: fileRevisions.fileId }).from(fileRevisions).where(eq(fileRevisions.uploadId, upload.id)),
        ),
      ),
    )
    .limit(CLAIMANTS);
  if (claimants.length === 0) return false;
  const seen = await visibleFilesById(
    db,
    caller,
    upload.purpose,
    claimants.map((c) => c.id),
  );
  if ([...seen.values()].some((access) => access.row.uploadId === upload.id)) return true;
  // Any other revision it is, by the rule that says which revisions of a file its reader reads (file.readRevision).
  const revisions = await db
    .select({ id: fileRevisions.id, fileId: fileRevisions.fileId })
    .from(fileRevisions)
    .where(eq(fileRevisions.uploadId, upload.id))
    .limit(CLAIMANTS);
  for (const revision of revisions) {
    const access = seen.get(revision.fileId);
    if (access && (await readableRevision(db, { ...access, caller }, revision.id))) return true;
  }
  return false;
}
