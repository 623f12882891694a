/** Who may read an upload: its uploader, and anyone who may read a project that shows it as its logo. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, type UploadRow, type UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import { isOnTeam } from './project-view';

export const uploadPath = (id: string) => `/api/v1/uploads/${id}`;

export async function canReadUpload(db: Db, caller: UserRow, upload: UploadRow): Promise<boolean> {
  if (can(caller, 'upload.use', upload)) return true;
  if (!upload.claimedAt) return false;
  const showing = await db
    .select()
    .from(projects)
    .where(eq(projects.logo, uploadPath(upload.id)))
    .limit(20);
  for (const project of showing) {
    if (can(caller, 'project.read', { project, onTeam: await isOnTeam(db, project.id, caller.id) })) return true;
  }
  return false;
}
