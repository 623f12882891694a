/** Importing projects: validated like `POST project`, written in batches, never twice by name. */
import { and, eq, or, sql } from 'drizzle-orm';
import { BOOLEAN_ALIASES, VISIBILITY_ALIASES } from '../../../common/api/import';
import { createProjectBody } from '../../../common/api/project';
import { MSG_PROJECT } from '../../../common/messages';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { executeLong } from '../../db/statement-timeout';
import { organizations, projects, projectTeam, type UserRow } from '../../db/schema';
import { can } from '../../policies/authorize';
import { isUuid } from '../../queries/ids';
import { zodErrors, type ImportReport } from './report';

export interface ProjectCandidate {
  row: number;
  organizationId: string;
  values: ReturnType<typeof createProjectBody.parse>;
  /** Not part of `POST project`; an import may bring archived projects along. */
  archived: boolean;
}

const parseBudget = (v: string | undefined) =>
  v === undefined ? undefined : Number(v.replace(/[\s\u00a0]|kr/gi, '').replace(',', '.'));

/**
 * Looks up the organization a row names, once per name: a promise only for a name not looked up yet (rows are
 * many and names few).
 */
export function organizationLookup(
  ctx: AppContext,
  v: Record<string, string>,
  orgCache: Map<string, string | null>,
): Promise<void> | undefined {
  if (!v.organization) return undefined;
  const named = v.organization;
  const key = named.toLowerCase();
  if (orgCache.has(key)) return undefined;
  return ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.approved, true),
        or(isUuid(named) ? eq(organizations.id, named) : sql`false`, eq(sql`lower(${organizations.name})`, key)),
      ),
    )
    .then(([org]) => {
      orgCache.set(key, org?.id ?? null);
    });
}

/** One CSV row → a project to write, or report entries; its organization is looked up already (above). */
export function prepareProjectRow(
  caller: UserRow,
  row: number,
  v: Record<string, string>,
  report: ImportReport,
  orgCache: Map<string, string | null>,
): ProjectCandidate | null {
  let organizationId = caller.organizationId;
  if (v.organization) {
    const named = orgCache.get(v.organization.toLowerCase()) ?? null;
    if (!named || (named !== caller.organizationId && !can(caller, 'project.chooseOrganization'))) {
      report.fail('organization', {
        row,
        field: 'organization',
        message: 'You cannot import projects into this organization.',
        code: 'ORGANIZATION_NOT_ALLOWED',
      });
      return null;
    }
    organizationId = named;
  }
  if (!organizationId) {
    report.fail('organization', {
      row,
      field: 'organization',
      message: 'Name the organization to import into.',
      code: 'ORGANIZATION_REQUIRED',
    });
    return null;
  }
  const visibility = v.visibility ? (VISIBILITY_ALIASES[v.visibility.toLowerCase()] ?? v.visibility) : undefined;
  const parsed = createProjectBody.safeParse({
    ...v,
    organization: undefined,
    archived: undefined,
    visibility,
    budget: parseBudget(v.budget),
  });
  const archived = v.archived === undefined ? false : BOOLEAN_ALIASES[v.archived.toLowerCase()];
  if (!parsed.success || archived === undefined) {
    for (const e of parsed.error ? zodErrors(row, parsed.error.issues, v) : []) report.fail('validation', e);
    if (archived === undefined) {
      report.fail('validation', {
        row,
        field: 'archived',
        message: 'Archived must be yes or no (true/false, ja/nej).',
        code: 'INVALID_ARCHIVED',
      });
    }
    return null;
  }
  if (!can(caller, 'feature.full')) {
    // What a limited-functionality account may not see, it does not set either (importCsv refuses them today).
    parsed.data.budget = null;
    parsed.data.budgetNotes = undefined;
  }
  return { row, organizationId, values: parsed.data, archived };
}

/*
 * A batch is one statement, so one round trip and one commit: the batch arrives as one JSON parameter (a VALUES
 * list of 2,000 rows is 24,000 parameters to bind and plan), names the organization already has are left out
 * against its (organization, lower(name)) index, the rest inserted, the importer put on the team of what lands in
 * their own organization (as with POST project), and the rows that were written answered by their place in the
 * batch. Before, the same took a transaction of four statements (npm run bench -- import).
 */
const WRITE = (json: string, caller: UserRow) => sql`
  with fresh as materialized (
    select r.*
    from jsonb_to_recordset(${json}::jsonb) as r(i int, organization_id uuid, name text, description text, type text,
      sector text, start_date date, visibility text, budget bigint, budget_notes text, archived boolean)
    where not exists (
      select from ${projects} p where p.organization_id = r.organization_id and lower(p.name) = lower(r.name))
  ), inserted as (
    insert into ${projects} (organization_id, name, description, type, sector, start_date, visibility, budget,
      budget_notes, archived, created_by)
    select organization_id, name, description, type, sector, start_date, visibility, budget, budget_notes, archived,
      ${caller.id}::uuid
    from fresh
    returning id, organization_id
  ), team as (
    insert into ${projectTeam} (project_id, user_id)
    select id, ${caller.id}::uuid from inserted where organization_id = ${caller.organizationId}::uuid
  )
  select i from fresh`;

/** Writes a batch whole or not at all; names already used in the organization are skipped, not duplicated. */
export async function writeProjects(
  ctx: AppContext,
  caller: UserRow,
  batch: ProjectCandidate[],
  report: ImportReport,
): Promise<void> {
  const seen = new Set<string>();
  const unique = batch.filter((c) => {
    const key = `${c.organizationId}|${c.values.name.toLowerCase()}`;
    if (seen.has(key)) {
      report.skipped += 1;
      return false;
    }
    seen.add(key);
    return true;
  });
  if (!unique.length) return;
  try {
    const rows = unique.map((c, i) => ({
      i,
      organization_id: c.organizationId,
      name: c.values.name,
      description: c.values.description,
      type: c.values.type,
      sector: c.values.sector,
      start_date: c.values.startDate,
      visibility: c.values.visibility,
      budget: c.values.budget ?? null,
      budget_notes: c.values.budgetNotes ?? '',
      archived: c.archived,
    }));
    // A batch of 2,000 rows with its index updates: the import's work, bounded by its batch, not a request's timeout.
    const written = rowsOf<{ i: number }>(await executeLong(ctx.db, WRITE(JSON.stringify(rows), caller)));
    // Counted only once the batch is committed.
    report.skipped += unique.length - written.length;
    for (const { i } of written) report.importedRows.push((unique[i] as ProjectCandidate).row);
  } catch (err) {
    ctx.log.warn({ err }, 'project import batch failed');
    for (const c of unique) report.fail('write', { row: c.row, message: MSG_PROJECT.notCreated, code: 'WRITE_FAILED' });
  }
}
