/**
 * Who may read an upload (`GET uploads/{id}`). Unclaimed, its uploader (`upload.use`; leaving the organization
 * discards one's unclaimed uploads). Once claimed it is read as what claimed it: a construction file's or drawing's
 * content (current or an earlier revision) by whoever may read that revision — work in progress only inside the team
 * (`file.read`, under the revision's own status) — and a project's logo by whoever may read the project. Its uploader gets nothing more for having
 * sent it (issue #34.7: they kept reading it after leaving, and after the file went back to work in progress).
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileRevisions, projects, type ProjectRow, type UploadRow, type UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import { fileProject } from './file-access';
import { FILE_KINDS } from './file-kinds';
import { isOnTeam } from './project-view';

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
  const { table } = FILE_KINDS[upload.purpose];
  const files = await db
    .select({
      id: table.id,
      uploadId: table.uploadId,
      projectId: table.projectId,
      organizationId: table.organizationId,
      projectVisibility: table.projectVisibility,
      status: table.status,
    })
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
  if (files.length === 0) return false;
  // Each revision is read under its own status (docs/api.md §7 "Status per revision"): outside the team, a
  // published revision stays readable while a newer one is work in progress, which the file's url then names.
  const revisions = await db
    .select({ fileId: fileRevisions.fileId, status: fileRevisions.status })
    .from(fileRevisions)
    .where(eq(fileRevisions.uploadId, upload.id))
    .limit(CLAIMANTS);
  for (const file of files) {
    const statuses = revisions.filter((r) => r.fileId === file.id).map((r) => r.status);
    if (file.uploadId === upload.id) statuses.push(file.status);
    const onTeam = await isOnTeam(db, file.projectId, caller.id);
    if (statuses.some((status) => can(caller, 'file.read', { ...fileProject(file, onTeam), status }))) return true;
  }
  return false;
}
