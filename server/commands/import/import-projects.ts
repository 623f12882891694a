/** Importing projects: validated like `POST project`, written in batches, never twice by name. */
import { and, eq, or, sql } from 'drizzle-orm';
import { BOOLEAN_ALIASES, VISIBILITY_ALIASES } from '../../../common/api/import';
import { createProjectBody } from '../../../common/api/project';
import { MSG_PROJECT } from '../../../common/messages';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
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
 * The batch is one JSON parameter, as with files (import-files.ts): a VALUES list of 2,000 rows is 24,000
 * parameters to bind and plan.
 */
const INSERT = (json: string) => sql`
  insert into ${projects} (organization_id, name, description, type, sector, start_date, visibility, budget, budget_notes,
    archived, created_by)
  select r.organization_id, r.name, r.description, r.type, r.sector, r.start_date, r.visibility, r.budget, r.budget_notes,
    r.archived, r.created_by
  from jsonb_to_recordset(${json}::jsonb) as r(organization_id uuid, name text, description text, type text, sector text,
    start_date date, visibility text, budget bigint, budget_notes text, archived boolean, created_by uuid)
  returning id, organization_id as org`;

/** Writes a batch in one transaction; names already used in the organization are skipped, not duplicated. */
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
  try {
    const done = await ctx.db.transaction(async (tx) => {
      const keys = JSON.stringify(unique.map((c) => ({ o: c.organizationId, n: c.values.name.toLowerCase() })));
      const existing = rowsOf<{ org: string; name: string }>(
        await tx.execute(sql`
          select p.organization_id as org, lower(p.name) as name
          from (select distinct k.o, k.n from jsonb_to_recordset(${keys}::jsonb) as k(o uuid, n text)) k
          join ${projects} p on p.organization_id = k.o and lower(p.name) = k.n`),
      );
      const taken = new Set(existing.map((e) => `${e.org}|${e.name}`));
      const fresh = unique.filter((c) => !taken.has(`${c.organizationId}|${c.values.name.toLowerCase()}`));
      if (!fresh.length) return { skipped: unique.length, rows: [] as number[] };
      const rows = fresh.map((c) => ({
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
        created_by: caller.id,
      }));
      const inserted = rowsOf<{ id: string; org: string }>(await tx.execute(INSERT(JSON.stringify(rows))));
      // The importer is on the team of what they import into their own organization (as with POST project).
      const team = inserted.filter((p) => p.org === caller.organizationId).map((p) => p.id);
      if (team.length)
        await tx.execute(sql`insert into ${projectTeam} (project_id, user_id)
          select id::uuid, ${caller.id}::uuid from jsonb_array_elements_text(${JSON.stringify(team)}::jsonb) as id`);
      return { skipped: unique.length - fresh.length, rows: fresh.map((c) => c.row) };
    });
    // Counted only once the batch is committed.
    report.skipped += done.skipped;
    report.importedRows.push(...done.rows);
  } catch (err) {
    ctx.log.warn({ err }, 'project import batch failed');
    for (const c of unique) report.fail('write', { row: c.row, message: MSG_PROJECT.notCreated, code: 'WRITE_FAILED' });
  }
}
