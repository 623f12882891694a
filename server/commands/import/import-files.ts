/**
 * Importing construction files and drawings as register entries (their PDFs can be attached afterwards):
 * the project is named by name or id (drawings also by `projectName`); resolve-project.ts decides which one
 * and whether the importer may use it.
 */
import { sql } from 'drizzle-orm';
import {
  createConstructionFileBody,
  createDrawingBody,
  revisionCodeSchema,
  type FileStatus,
} from '../../../common/api/files';
import { STATUS_ALIASES } from '../../../common/api/import';
import { MSG_FILES } from '../../../common/messages';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { constructionFiles, drawingFiles, type UserRow } from '../../db/schema';
import { zodErrors, type ImportReport } from './report';
import { resolveProject, type ImportProject, type ProjectLookup, type ProjectRef } from './resolve-project';

export type FileImportKind = 'constructionfiles' | 'drawings';

export interface FileCandidate {
  row: number;
  project: ImportProject;
  name: string;
  year: number | null;
  type: string;
  info: string;
  status: FileStatus;
  /** The code the first PDF attached will get (a register often lists drawings at C before their PDFs come). */
  revision: string | null;
  drawingNumber: string;
  scale: string;
}

/** How a row names its project: `project` is a name or an id; a drawing's `projectName` column names it by name only. */
export function projectRefOf(v: Record<string, string>): ProjectRef | null {
  if (v.project) return { field: 'project', value: v.project, byId: true };
  if (v.projectName) return { field: 'projectName', value: v.projectName, byId: false };
  return null;
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
  const status = v.status ? (STATUS_ALIASES[v.status.toLowerCase()] ?? v.status) : undefined;
  const parsed =
    kind === 'constructionfiles'
      ? createConstructionFileBody.safeParse({ name: v.name ?? '', year, documentType: v.documentType, status })
      : createDrawingBody.safeParse({
          name: v.name ?? '',
          drawingType: v.drawingType,
          info: v.info,
          drawingNumber: v.drawingNumber,
          scale: v.scale,
          status,
        });
  const revision = v.revision === undefined ? undefined : revisionCodeSchema.safeParse(v.revision);
  if (!parsed.success || (revision && !revision.success)) {
    const issues = [
      ...(parsed.success ? [] : parsed.error.issues),
      ...(revision && !revision.success ? revision.error.issues.map((i) => ({ ...i, path: ['revision'] })) : []),
    ];
    for (const e of zodErrors(row, issues, v)) report.fail('validation', e);
    return null;
  }
  if (!v.name?.trim()) {
    report.fail('validation', { row, field: 'name', message: MSG_FILES.filenameEmpty, code: 'REQUIRED' });
    return null;
  }
  const ref = projectRefOf(v);
  if (!ref) {
    report.fail('validation', { row, field: 'project', message: MSG_FILES.noProjectId, code: 'REQUIRED' });
    return null;
  }
  const resolved = await resolveProject(ctx, caller, ref, v.organization, cache);
  if ('error' in resolved) {
    const { kind: list, ...error } = resolved.error;
    report.fail(list, { row, ...error });
    return null;
  }
  const data = parsed.data as {
    name: string;
    year?: number | null;
    documentType?: string;
    drawingType?: string;
    info?: string;
    drawingNumber?: string;
    scale?: string;
    status: FileStatus;
  };
  return {
    row,
    project: resolved.project,
    name: v.name.trim(),
    year: data.year ?? null,
    type: data.documentType ?? data.drawingType ?? '',
    info: data.info ?? '',
    status: data.status,
    revision: revision?.success ? revision.data : null,
    drawingNumber: data.drawingNumber ?? '',
    scale: data.scale ?? '',
  };
}

const keyOf = (projectId: string, name: string, type: string, extra: string) =>
  `${projectId}|${name.toLowerCase()}|${type}|${extra}`;

/*
 * Both statements take the batch as one JSON parameter: the lookup joins it against the (project, lower(name))
 * index row by row, and the insert is one INSERT … SELECT. A VALUES list with ten parameters a row cost
 * more to build, send and plan than the rows cost to write (npm run bench -- import).
 */
const EXISTING = {
  constructionfiles: (json: string) => sql`
    select f.project_id as p, f.name as n, f.document_type as t, coalesce(f.year::text, '') as x
    from (select distinct k.p, k.n from jsonb_to_recordset(${json}::jsonb) as k(p uuid, n text)) k
    join ${constructionFiles} f on f.project_id = k.p and lower(f.name) = k.n`,
  drawings: (json: string) => sql`
    select f.project_id as p, f.name as n, f.drawing_type as t, f.info as x
    from (select distinct k.p, k.n from jsonb_to_recordset(${json}::jsonb) as k(p uuid, n text)) k
    join ${drawingFiles} f on f.project_id = k.p and lower(f.name) = k.n`,
};

const INSERT = {
  constructionfiles: (json: string) => sql`
    insert into ${constructionFiles} (project_id, organization_id, project_visibility, project_type, name, year, document_type,
      status, revision, created_by)
    select r.project_id, r.organization_id, r.project_visibility, r.project_type, r.name, r.year, r.type, r.status, r.revision,
      r.created_by
    from jsonb_to_recordset(${json}::jsonb) as r(project_id uuid, organization_id uuid, project_visibility text,
      project_type text, name text, year int, type text, status text, revision text, created_by uuid)`,
  drawings: (json: string) => sql`
    insert into ${drawingFiles} (project_id, organization_id, project_visibility, project_name, name, drawing_type, info,
      drawing_number, scale, status, revision, created_by)
    select r.project_id, r.organization_id, r.project_visibility, r.project_name, r.name, r.type, r.info, r.drawing_number,
      r.scale, r.status, r.revision, r.created_by
    from jsonb_to_recordset(${json}::jsonb) as r(project_id uuid, organization_id uuid, project_visibility text,
      project_name text, name text, type text, info text, drawing_number text, scale text, status text, revision text,
      created_by uuid)`,
};

/** Writes a batch in one transaction; entries already registered (same project, name, type, year/info) are skipped. */
export async function writeFiles(
  ctx: AppContext,
  caller: UserRow,
  kind: FileImportKind,
  batch: FileCandidate[],
  report: ImportReport,
): Promise<void> {
  const extraOf = (c: FileCandidate) => (kind === 'constructionfiles' ? (c.year?.toString() ?? '') : c.info);
  try {
    const done = await ctx.db.transaction(async (tx) => {
      const keys = JSON.stringify(batch.map((c) => ({ p: c.project.id, n: c.name.toLowerCase() })));
      const existing = await rowsOf<{ p: string; n: string; t: string; x: string }>(
        await tx.execute(EXISTING[kind](keys)),
      );
      const seen = new Set(existing.map((e) => keyOf(e.p, e.n, e.t, e.x)));
      const fresh = batch.filter((c) => {
        const key = keyOf(c.project.id, c.name, c.type, extraOf(c));
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (fresh.length) {
        const rows = fresh.map((c) => ({
          project_id: c.project.id,
          organization_id: c.project.organizationId,
          project_visibility: c.project.visibility,
          project_type: c.project.type,
          project_name: c.project.name,
          name: c.name,
          year: c.year,
          type: c.type,
          info: c.info,
          status: c.status,
          revision: c.revision,
          drawing_number: c.drawingNumber,
          scale: c.scale,
          created_by: caller.id,
        }));
        await tx.execute(INSERT[kind](JSON.stringify(rows)));
      }
      return { skipped: batch.length - fresh.length, rows: fresh.map((c) => c.row) };
    });
    report.skipped += done.skipped;
    report.importedRows.push(...done.rows);
  } catch (err) {
    ctx.log.warn({ err, kind }, 'file import batch failed');
    for (const c of batch) report.fail('write', { row: c.row, message: MSG_FILES.notUploaded, code: 'WRITE_FAILED' });
  }
}
