/**
 * Importing construction files and drawings as register entries (their PDFs can be attached afterwards):
 * the project is named by name or id (drawings also by `projectName`); resolve-project.ts decides which one
 * and whether the importer may use it.
 */
import { sql, type SQL } from 'drizzle-orm';
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
import { executeLong } from '../../db/statement-timeout';
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
 * A batch is one statement, so one round trip and one commit (as with projects, import-projects.ts): the batch
 * arrives as one JSON parameter (a VALUES list with ten parameters a row cost more to build, send and plan than
 * the rows cost to write), the project's entries of the same names are read through its (project, lower(name))
 * index, the rows they repeat left out, the rest inserted, and the rows that were written answered by their place
 * in the batch. The lookup joins on that index's columns alone: with type and year in the same condition, a
 * table whose statistics are older than its rows (right after a first import) was read through the type and
 * project indexes instead, every row of the project for every row of the batch.
 */
/** What tells a register's entries apart besides project and name: the type column, and the year or the info. */
const ENTRY = {
  constructionfiles: { table: constructionFiles, type: 'document_type', extra: 'year' },
  drawings: { table: drawingFiles, type: 'drawing_type', extra: 'info' },
} as const;

/** The batch's rows (`r`, with the columns `record` names) that the project has no entry of yet (`fresh`). */
function freshRows(kind: FileImportKind, json: string, record: string): SQL {
  const { table, type, extra } = ENTRY[kind];
  const extraColumn = sql.identifier(extra);
  return sql`r as materialized (
      select * from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(record)})
    ), existing as materialized (
      select f.project_id, lower(f.name) as name, f.${sql.identifier(type)} as type, f.${extraColumn} as extra
      from (select distinct project_id, lower(name) as name from r) k
      join ${table} f on f.project_id = k.project_id and lower(f.name) = k.name
    ), fresh as materialized (
      select r.* from r
      where not exists (
        select from existing e
        where e.project_id = r.project_id and e.name = lower(r.name) and e.type = r.type
          and e.extra is not distinct from r.${extraColumn})
    )`;
}

const WRITE = {
  constructionfiles: (json: string, caller: UserRow) => sql`
    with ${freshRows(
      'constructionfiles',
      json,
      `i int, project_id uuid, organization_id uuid, project_visibility text, project_type text, name text,
        year int, type text, status text, revision text`,
    )}, inserted as (
      insert into ${constructionFiles} (project_id, organization_id, project_visibility, project_type, name, year,
        document_type, status, outside_status, revision, created_by)
      select project_id, organization_id, project_visibility, project_type, name, year, type, status, status, revision,
        ${caller.id}::uuid
      from fresh
    )
    select i from fresh`,
  drawings: (json: string, caller: UserRow) => sql`
    with ${freshRows(
      'drawings',
      json,
      `i int, project_id uuid, organization_id uuid, project_visibility text, project_name text, name text,
        type text, info text, drawing_number text, scale text, status text, revision text`,
    )}, inserted as (
      insert into ${drawingFiles} (project_id, organization_id, project_visibility, project_name, name, drawing_type,
        info, drawing_number, scale, status, outside_status, revision, created_by)
      select project_id, organization_id, project_visibility, project_name, name, type, info, drawing_number, scale,
        status, status, revision, ${caller.id}::uuid
      from fresh
    )
    select i from fresh`,
};

/**
 * Writes a batch whole or not at all; entries already registered (same project, name, type, year/info) are
 * skipped, and so is a row that repeats one earlier in the batch.
 */
export async function writeFiles(
  ctx: AppContext,
  caller: UserRow,
  kind: FileImportKind,
  batch: FileCandidate[],
  report: ImportReport,
): Promise<void> {
  const extraOf = (c: FileCandidate) => (kind === 'constructionfiles' ? (c.year?.toString() ?? '') : c.info);
  const seen = new Set<string>();
  const unique = batch.filter((c) => {
    const key = keyOf(c.project.id, c.name, c.type, extraOf(c));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (!unique.length) return;
  try {
    const rows = unique.map((c, i) => ({
      i,
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
    }));
    // A batch of 2,000 rows with its index updates: the import's work, bounded by its batch, not a request's timeout.
    const written = rowsOf<{ i: number }>(await executeLong(ctx.db, WRITE[kind](JSON.stringify(rows), caller)));
    // Counted only once the batch is committed.
    report.skipped += batch.length - written.length;
    for (const { i } of written) report.importedRows.push((unique[i] as FileCandidate).row);
  } catch (err) {
    ctx.log.warn({ err, kind }, 'file import batch failed');
    for (const c of batch) report.fail('write', { row: c.row, message: MSG_FILES.notUploaded, code: 'WRITE_FAILED' });
  }
}
