/**
 * Importing construction files and drawings as register entries (their PDFs can be attached afterwards):
 * the project is named by name or id; rows for projects the importer may not change are organization errors.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createConstructionFileBody, createDrawingBody } from '../../../common/api/files';
import { MSG, MSG_FILES } from '../../../common/messages';
import type { AppContext } from '../../context';
import { constructionFiles, drawingFiles, projects, type ProjectRow, type UserRow } from '../../db/schema';
import { projectPolicy } from '../../policies/project';
import { isUuid } from '../../queries/ids';
import { isOnTeam } from '../../queries/project-view';
import { zodErrors, type ImportReport } from './report';

export type FileImportKind = 'constructionfiles' | 'drawings';

export interface FileCandidate {
  row: number;
  project: ProjectRow;
  name: string;
  year: number | null;
  type: string;
  info: string;
}

type ProjectLookup = Map<string, { project: ProjectRow | null; allowed: boolean }>;

async function resolveProject(ctx: AppContext, caller: UserRow, ref: string, cache: ProjectLookup) {
  const key = ref.toLowerCase();
  const cached = cache.get(key);
  if (cached) return cached;
  const byId = isUuid(ref) ? await ctx.db.select().from(projects).where(eq(projects.id, ref)) : [];
  // By name, within the importer's organization (names are unique there); a superadmin's must be an id.
  const byName =
    byId.length || !caller.organizationId
      ? []
      : await ctx.db
          .select()
          .from(projects)
          .where(and(eq(projects.organizationId, caller.organizationId), eq(sql`lower(${projects.name})`, key)));
  const project = byId[0] ?? byName[0] ?? null;
  const allowed = project
    ? projectPolicy.manageContent(caller, project, await isOnTeam(ctx.db, project.id, caller.id))
    : false;
  const entry = { project, allowed };
  cache.set(key, entry);
  return entry;
}

export async function prepareFileRow(
  ctx: AppContext,
  caller: UserRow,
  kind: FileImportKind,
  row: number,
  v: Record<string, string>,
  report: ImportReport,
  cache: ProjectLookup,
): Promise<FileCandidate | null> {
  const year = v.year === undefined ? undefined : Number(v.year);
  const parsed =
    kind === 'constructionfiles'
      ? createConstructionFileBody.safeParse({ name: v.name ?? '', year, documentType: v.documentType })
      : createDrawingBody.safeParse({ name: v.name ?? '', drawingType: v.drawingType, info: v.info });
  if (!parsed.success) {
    for (const e of zodErrors(row, parsed.error.issues)) report.fail('validation', e);
    return null;
  }
  if (!v.name?.trim()) {
    report.fail('validation', { row, field: 'name', message: MSG_FILES.filenameEmpty });
    return null;
  }
  if (!v.project) {
    report.fail('validation', { row, field: 'project', message: MSG_FILES.noProjectId });
    return null;
  }
  const { project, allowed } = await resolveProject(ctx, caller, v.project, cache);
  if (!project || !allowed) {
    // A project the importer cannot see or change is reported alike: nothing about it leaks.
    report.fail('organization', {
      row,
      field: 'project',
      message: project ? MSG.notProjectOrgAdmin : `Unknown project "${v.project}"`,
    });
    return null;
  }
  const data = parsed.data as {
    name: string;
    year?: number | null;
    documentType?: string;
    drawingType?: string;
    info?: string;
  };
  return {
    row,
    project,
    name: v.name.trim(),
    year: data.year ?? null,
    type: data.documentType ?? data.drawingType ?? '',
    info: data.info ?? '',
  };
}

const keyOf = (projectId: string, name: string, type: string, extra: string) =>
  `${projectId}|${name.toLowerCase()}|${type}|${extra}`;

/** Writes a batch in one transaction; entries already registered (same project, name, type, year/info) are skipped. */
export async function writeFiles(
  ctx: AppContext,
  caller: UserRow,
  kind: FileImportKind,
  batch: FileCandidate[],
  report: ImportReport,
): Promise<void> {
  const table = kind === 'constructionfiles' ? constructionFiles : drawingFiles;
  try {
    const done = await ctx.db.transaction(async (tx) => {
      const projectIds = [...new Set(batch.map((c) => c.project.id))];
      const names = [...new Set(batch.map((c) => c.name.toLowerCase()))];
      const existing =
        kind === 'constructionfiles'
          ? await tx
              .select({
                p: constructionFiles.projectId,
                n: constructionFiles.name,
                t: constructionFiles.documentType,
                x: sql<string>`coalesce(${constructionFiles.year}::text, '')`,
              })
              .from(constructionFiles)
              .where(
                and(
                  inArray(constructionFiles.projectId, projectIds),
                  inArray(sql`lower(${constructionFiles.name})`, names),
                ),
              )
          : await tx
              .select({
                p: drawingFiles.projectId,
                n: drawingFiles.name,
                t: drawingFiles.drawingType,
                x: drawingFiles.info,
              })
              .from(drawingFiles)
              .where(
                and(inArray(drawingFiles.projectId, projectIds), inArray(sql`lower(${drawingFiles.name})`, names)),
              );
      const seen = new Set(existing.map((e) => keyOf(e.p, e.n, e.t, e.x)));
      const fresh = batch.filter((c) => {
        const key = keyOf(
          c.project.id,
          c.name,
          c.type,
          kind === 'constructionfiles' ? (c.year?.toString() ?? '') : c.info,
        );
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (fresh.length) {
        const common = (c: FileCandidate) => ({
          projectId: c.project.id,
          organizationId: c.project.organizationId,
          projectVisibility: c.project.visibility,
          name: c.name,
          createdBy: caller.id,
        });
        if (kind === 'constructionfiles') {
          await tx
            .insert(constructionFiles)
            .values(
              fresh.map((c) => ({ ...common(c), projectType: c.project.type, year: c.year, documentType: c.type })),
            );
        } else {
          await tx
            .insert(drawingFiles)
            .values(
              fresh.map((c) => ({ ...common(c), projectName: c.project.name, drawingType: c.type, info: c.info })),
            );
        }
      }
      return { skipped: batch.length - fresh.length, rows: fresh.map((c) => c.row) };
    });
    report.skipped += done.skipped;
    report.importedRows.push(...done.rows);
  } catch (err) {
    ctx.log.warn({ err, table: String(table) }, 'file import batch failed');
    for (const c of batch) report.fail('write', { row: c.row, message: MSG_FILES.notUploaded });
  }
}
