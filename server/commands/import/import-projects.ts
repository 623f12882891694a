/** Importing projects: validated like `POST project`, written in batches, never twice by name. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { BOOLEAN_ALIASES, VISIBILITY_ALIASES } from '../../../common/api/import';
import { createProjectBody } from '../../../common/api/project';
import { MSG_PROJECT } from '../../../common/messages';
import type { AppContext } from '../../context';
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

/** One CSV row → a project to write, or report entries. */
export async function prepareProjectRow(
  ctx: AppContext,
  caller: UserRow,
  row: number,
  v: Record<string, string>,
  report: ImportReport,
  orgCache: Map<string, string | null>,
): Promise<ProjectCandidate | null> {
  let organizationId = caller.organizationId;
  if (v.organization) {
    const key = v.organization.toLowerCase();
    if (!orgCache.has(key)) {
      const [org] = await ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            eq(organizations.approved, true),
            or(
              isUuid(v.organization) ? eq(organizations.id, v.organization) : sql`false`,
              eq(sql`lower(${organizations.name})`, key),
            ),
          ),
        );
      orgCache.set(key, org?.id ?? null);
    }
    const named = orgCache.get(key) ?? null;
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
      const existing = await tx
        .select({ org: projects.organizationId, name: sql<string>`lower(${projects.name})` })
        .from(projects)
        .where(
          and(
            inArray(projects.organizationId, [...new Set(unique.map((c) => c.organizationId))]),
            inArray(
              sql`lower(${projects.name})`,
              unique.map((c) => c.values.name.toLowerCase()),
            ),
          ),
        );
      const taken = new Set(existing.map((e) => `${e.org}|${e.name}`));
      const fresh = unique.filter((c) => !taken.has(`${c.organizationId}|${c.values.name.toLowerCase()}`));
      if (!fresh.length) return { skipped: unique.length, rows: [] as number[] };
      const inserted = await tx
        .insert(projects)
        .values(
          fresh.map((c) => ({
            ...c.values,
            organizationId: c.organizationId,
            logo: null,
            budget: c.values.budget ?? null,
            budgetNotes: c.values.budgetNotes ?? '',
            archived: c.archived,
            createdBy: caller.id,
          })),
        )
        .returning({ id: projects.id, org: projects.organizationId });
      const team = inserted
        .filter((p) => p.org === caller.organizationId)
        .map((p) => ({ projectId: p.id, userId: caller.id }));
      if (team.length) await tx.insert(projectTeam).values(team);
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
