import { and, eq, ne, sql } from 'drizzle-orm';
import type { UpdateProjectBody } from '../../common/api/project';
import { MSG, MSG_PROJECT } from '../../common/messages';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { constructionFiles, drawingFiles, projects, type ProjectRow, type UserRow } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { authorize, can } from '../policies/authorize';
import { recordAudit } from '../audit/record';
import { claimLogo, discardUpload } from './claim-upload';
import { logoPath } from '../queries/upload-access';

const CONTENT_FIELDS = new Set<keyof UpdateProjectBody>(['lessonsLearned']);
const FULL_ONLY_FIELDS = new Set<keyof UpdateProjectBody>(['budget', 'budgetNotes', 'lessonsLearned']);

/**
 * Changes a project. Lessons learned belong to the whole team; everything else (settings, budget, archive)
 * to those who may change the project. Limited-functionality accounts cannot touch budget or lessons.
 */
export async function updateProject(
  ctx: AppContext,
  caller: UserRow,
  project: ProjectRow,
  onTeam: boolean,
  body: UpdateProjectBody,
): Promise<ProjectRow> {
  const keys = Object.keys(body) as Array<keyof UpdateProjectBody>;
  const needsChange = keys.some((k) => !CONTENT_FIELDS.has(k));
  authorize(caller, needsChange ? 'project.update' : 'project.manageContent', { project, onTeam });
  if (!can(caller, 'feature.full') && keys.some((k) => FULL_ONLY_FIELDS.has(k)))
    throw forbidden(MSG.limitedFunctionality);
  try {
    if (body.name !== undefined) {
      const [taken] = await ctx.db
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.organizationId, project.organizationId),
            eq(sql`lower(${projects.name})`, body.name.toLowerCase()),
            ne(projects.id, project.id),
          ),
        );
      if (taken) throw conflict(MSG_PROJECT.nameTaken, 'PROJECT_NAME_TAKEN');
    }
    if (keys.length === 0) return project;
    const logoChanges = body.logo !== undefined && body.logo !== logoPath(project);
    const { logo, ...fields } = body;
    const row = await ctx.db.transaction(async (tx) => {
      // The project keeps the logo's upload id; `logo` is its address (presenters/project.ts).
      const logoUploadId = logoChanges ? (logo ? await claimLogo(tx, caller, logo) : null) : project.logoUploadId;
      const [updated] = await tx
        .update(projects)
        .set({ ...fields, logoUploadId })
        .where(eq(projects.id, project.id))
        .returning();
      if (!updated) throw new Error('project vanished during update');
      await syncFileCopies(tx, project, updated);
      await recordAudit(
        tx,
        { user: caller },
        {
          action: 'update',
          entityType: 'project',
          entityId: updated.id,
          entityName: updated.name,
          projectId: updated.id,
          organizationId: updated.organizationId,
        },
      );
      return updated;
    });
    // The old logo goes only after the project no longer points at it.
    if (logoChanges) await discardUpload(ctx, project.logoUploadId);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG_PROJECT.nameTaken, 'PROJECT_NAME_TAKEN');
    throw err;
  }
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** Files carry copies of their project's visibility, type and name; they change with the project. */
async function syncFileCopies(tx: Tx, before: ProjectRow, after: ProjectRow): Promise<void> {
  if (before.visibility !== after.visibility || before.type !== after.type) {
    await tx
      .update(constructionFiles)
      .set({ projectVisibility: after.visibility, projectType: after.type })
      .where(eq(constructionFiles.projectId, after.id));
  }
  if (before.visibility !== after.visibility || before.name !== after.name) {
    await tx
      .update(drawingFiles)
      .set({ projectVisibility: after.visibility, projectName: after.name })
      .where(eq(drawingFiles.projectId, after.id));
  }
}
