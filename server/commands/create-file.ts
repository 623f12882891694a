import type { z } from 'zod';
import type { createConstructionFileBody, createDrawingBody } from '../../common/api/files';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import {
  constructionFileColumns,
  constructionFiles,
  drawingFileColumns,
  drawingFiles,
  type ConstructionFileRow,
  type DrawingFileRow,
  type UserRow,
} from '../db/schema';
import { badRequest } from '../errors';
import { authorize } from '../policies/authorize';
import { visibleProject } from '../queries/project-access';
import { fileFact, recordAudit } from '../audit/record';
import { claimUpload } from './claim-upload';
import { addRevisionInTx } from './revisions';
import { settleRevisionStatus } from './published-revision';

/** Project copies every file carries (see db/schema/files.ts). */
async function projectFor(ctx: AppContext, caller: UserRow, projectId: string | undefined) {
  if (!projectId) throw badRequest(MSG_FILES.noProjectId, [{ field: 'project', message: MSG_FILES.noProjectId }]);
  const { project, onTeam } = await visibleProject(ctx.db, caller, projectId);
  authorize(caller, 'project.manageContent', { project, onTeam });
  return project;
}

const cleanName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(MSG_FILES.filenameEmpty, [{ field: 'name', message: MSG_FILES.filenameEmpty }]);
  return trimmed;
};

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** The upload a file is created with is its revision A (recorded as the creation, not as a new revision). */
async function withFirstRevision<R extends ConstructionFileRow | DrawingFileRow>(
  tx: Tx,
  caller: UserRow,
  kind: 'constructionfile' | 'drawing',
  row: R,
  upload: { id: string },
): Promise<R> {
  const revision = await addRevisionInTx(tx, caller, kind, row, upload, { audit: false, status: row.status });
  const published = await settleRevisionStatus(tx, kind, row.id);
  return { ...row, ...published, uploadId: upload.id, revision, revisionCount: 1, revisedAt: row.createdAt };
}

type Project = Awaited<ReturnType<typeof projectFor>>;

/** The columns both kinds fill alike: the project's copies, the status, and who created the file. */
const sharedValues = (caller: UserRow, project: Project, status: ConstructionFileRow['status']) => ({
  projectId: project.id,
  organizationId: project.organizationId,
  projectVisibility: project.visibility,
  status,
  // Without content the file is what outsiders see of it (§6); its first revision settles it otherwise.
  outsideStatus: status,
  createdBy: caller.id,
});

/**
 * Either kind's creation: the project the caller may fill, the upload claimed, the row `insert` writes, its audit and
 * revision A, in one transaction; the content jobs are nudged after it when the file came with content.
 */
async function createFile<R extends ConstructionFileRow | DrawingFileRow>(
  ctx: AppContext,
  caller: UserRow,
  kind: 'constructionfile' | 'drawing',
  body: { name: string; project?: string | undefined; url?: string | null | undefined },
  insert: (tx: Tx, name: string, project: Project) => Promise<R | undefined>,
): Promise<R> {
  const name = cleanName(body.name);
  const project = await projectFor(ctx, caller, body.project);
  const row = await ctx.db.transaction(async (tx) => {
    const upload = body.url ? await claimUpload(tx, caller, body.url, kind, 'url') : null;
    const row = await insert(tx, name, project);
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, { user: caller }, fileFact('create', kind, row));
    return upload ? withFirstRevision(tx, caller, kind, row, upload) : row;
  });
  if (row.uploadId) ctx.contentJobs.nudge();
  return row;
}

/** Registers a construction file on a project, attaching the caller's uploaded PDF when a url is given. */
export function createConstructionFile(
  ctx: AppContext,
  caller: UserRow,
  body: z.infer<typeof createConstructionFileBody>,
): Promise<ConstructionFileRow> {
  return createFile(ctx, caller, 'constructionfile', body, async (tx, name, project) => {
    const [row] = await tx
      .insert(constructionFiles)
      .values({
        ...sharedValues(caller, project, body.status),
        projectType: project.type,
        name,
        year: body.year ?? null,
        documentType: body.documentType,
      })
      .returning(constructionFileColumns);
    return row;
  });
}

/** Registers a drawing on a project, attaching the caller's upload when a url is given. */
export function createDrawing(
  ctx: AppContext,
  caller: UserRow,
  body: z.infer<typeof createDrawingBody>,
): Promise<DrawingFileRow> {
  return createFile(ctx, caller, 'drawing', body, async (tx, name, project) => {
    const [row] = await tx
      .insert(drawingFiles)
      .values({
        ...sharedValues(caller, project, body.status),
        projectName: project.name,
        name,
        drawingType: body.drawingType,
        info: body.info,
        drawingNumber: body.drawingNumber,
        scale: body.scale,
      })
      .returning(drawingFileColumns);
    return row;
  });
}

export { cleanName as requireFileName };
