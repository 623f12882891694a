/**
 * Which project an import row means, and whether the importer may put files there. A project the importer may
 * not see is answered exactly like one that does not exist (docs/api.md point 2: never reveal existence across
 * organizations); one they see but may not change is an organization error; an `organization` cell must be
 * the project's own.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportErrorCode } from '../../../common/api/import';
import { MSG } from '../../../common/messages';
import type { AppContext } from '../../context';
import { organizations, projects, projectTeam, type ProjectRow, type UserRow } from '../../db/schema';
import { can } from '../../policies/authorize';
import { isUuid } from '../../queries/ids';
import { isOnTeam } from '../../queries/project-view';
import type { ErrorKind } from './report';

/** How a row names its project: `project` (a name or an id) or a drawing's `projectName` (a name). */
export interface ProjectRef {
  field: 'project' | 'projectName';
  value: string;
  byId: boolean;
}

export type Resolved =
  { project: ImportProject } | { error: { kind: ErrorKind; field: string; code: ImportErrorCode; message: string } };
interface Found {
  project: ImportProject;
  organizationName: string;
}

/**
 * What one import knows about projects: each row's answer, what each name or id could mean, and which projects
 * the importer is on the team of. `prefetchProjects` fills the last two for a whole batch of rows in two queries,
 * so a file naming 100,000 projects costs two queries per batch, not two per row.
 */
export interface ProjectLookup {
  resolved: Map<string, Resolved>;
  found: Map<string, Found[]>;
  team: Map<string, boolean>;
}

export const newProjectLookup = (): ProjectLookup => ({ resolved: new Map(), found: new Map(), team: new Map() });

const refKey = (ref: string, byId: boolean) => `${byId ? 'ref' : 'name'}|${ref.toLowerCase()}`;
const MAX_PER_NAME = 100;

/** What an import needs of a project: who may write there, and what its files copy from it. */
export type ImportProject = Pick<ProjectRow, 'id' | 'organizationId' | 'visibility' | 'type' | 'name'>;

// Not the whole row: an import of 100,000 projects' files keeps every project it met (with its search
// vector, a row is kilobytes), and the server's memory would grow by hundreds of megabytes.
const projectQuery = (ctx: AppContext) =>
  ctx.db
    .select({
      project: {
        id: projects.id,
        organizationId: projects.organizationId,
        visibility: projects.visibility,
        type: projects.type,
        name: projects.name,
      },
      organizationName: organizations.name,
    })
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.organizationId));

/** Projects by lower-cased name in the importer's organization (all organizations, for a superadmin). */
function byNames(ctx: AppContext, caller: UserRow, names: string[]) {
  const named = inArray(sql`lower(${projects.name})`, names);
  // Names are unique within an organization, so only a superadmin's lookup can find more than one.
  if (can(caller, 'project.chooseOrganization'))
    return projectQuery(ctx)
      .where(named)
      .limit(MAX_PER_NAME * names.length);
  if (!caller.organizationId) return Promise.resolve([]);
  return projectQuery(ctx).where(and(eq(projects.organizationId, caller.organizationId), named));
}

/** What a name or id could mean: by id first, else by name in the importer's organization (all, for a superadmin). */
async function findProjects(
  ctx: AppContext,
  caller: UserRow,
  ref: string,
  byId: boolean,
  lookup: ProjectLookup,
): Promise<Found[]> {
  const known = lookup.found.get(refKey(ref, byId));
  if (known) return known;
  if (byId && isUuid(ref)) {
    const found = await projectQuery(ctx).where(eq(projects.id, ref));
    if (found.length) return found;
  }
  return byNames(ctx, caller, [ref.toLowerCase()]);
}

/** Looks up every project a batch of rows names, in two queries, for resolveProject to answer from. */
export async function prefetchProjects(
  ctx: AppContext,
  caller: UserRow,
  refs: Array<{ value: string; byId: boolean }>,
  lookup: ProjectLookup,
): Promise<void> {
  const todo = refs.filter((r) => !lookup.found.has(refKey(r.value, r.byId)));
  if (todo.length === 0) return;
  const ids = [...new Set(todo.filter((r) => r.byId && isUuid(r.value)).map((r) => r.value.toLowerCase()))];
  const byId = new Map<string, Found>();
  if (ids.length) for (const f of await projectQuery(ctx).where(inArray(projects.id, ids))) byId.set(f.project.id, f);
  const names = [...new Set(todo.filter((r) => !byId.has(r.value.toLowerCase())).map((r) => r.value.toLowerCase()))];
  const byName = new Map<string, Found[]>();
  if (names.length) {
    for (const f of await byNames(ctx, caller, names)) {
      const key = f.project.name.toLowerCase();
      const list = byName.get(key) ?? [];
      if (list.length < MAX_PER_NAME) list.push(f);
      byName.set(key, list);
    }
  }
  const seen: string[] = [];
  for (const r of todo) {
    const lower = r.value.toLowerCase();
    const hit = r.byId ? byId.get(lower) : undefined;
    const found = hit ? [hit] : (byName.get(lower) ?? []);
    lookup.found.set(refKey(r.value, r.byId), found);
    for (const f of found) if (!lookup.team.has(f.project.id)) seen.push(f.project.id);
  }
  const unknownTeam = [...new Set(seen)];
  if (unknownTeam.length === 0) return;
  for (const id of unknownTeam) lookup.team.set(id, false);
  const onTeam = await ctx.db
    .select({ id: projectTeam.projectId })
    .from(projectTeam)
    .where(and(eq(projectTeam.userId, caller.id), inArray(projectTeam.projectId, unknownTeam)));
  for (const { id } of onTeam) lookup.team.set(id, true);
}

const isOrganization = (found: Found, organization: string) =>
  found.project.organizationId === organization.toLowerCase() ||
  found.organizationName.toLowerCase() === organization.toLowerCase();

/** The project a row names, or the report entry saying why not; answers are cached per import. */
export async function resolveProject(
  ctx: AppContext,
  caller: UserRow,
  ref: ProjectRef,
  organization: string | undefined,
  cache: ProjectLookup,
): Promise<Resolved> {
  const key = `${refKey(ref.value, ref.byId)}|${organization?.toLowerCase() ?? ''}`;
  const cached = cache.resolved.get(key);
  if (cached) return cached;
  const resolved = await lookUp();
  cache.resolved.set(key, resolved);
  return resolved;

  async function lookUp(): Promise<Resolved> {
    let found = await findProjects(ctx, caller, ref.value, ref.byId, cache);
    if (found.length > 1) {
      // Only a superadmin gets here, and sees every candidate: the organization column says which one is
      // meant, or else their own organization does.
      if (organization) {
        const named = found.filter((f) => isOrganization(f, organization));
        // None in the named organization: keep one, and the mismatch is reported below.
        found = named.length ? named : found.slice(0, 1);
      } else {
        const own = found.filter((f) => f.project.organizationId === caller.organizationId);
        if (own.length === 1) found = own;
      }
    }
    if (found.length > 1) {
      return {
        error: {
          kind: 'validation',
          field: ref.field,
          code: 'AMBIGUOUS_PROJECT',
          message: `Several organizations have a project named "${ref.value}": add an organization column to say which.`,
        },
      };
    }
    const unknown: Resolved = {
      error: {
        kind: 'organization',
        field: ref.field,
        code: 'UNKNOWN_PROJECT',
        message: `Unknown project "${ref.value}"`,
      },
    };
    const first = found[0];
    if (!first) return unknown;
    const { project } = first;
    const onTeam = cache.team.get(project.id) ?? (await isOnTeam(ctx.db, project.id, caller.id));
    // What the importer may not see does not exist for them (docs/api.md point 2): the same answer as a wrong name.
    if (!can(caller, 'project.read', { project, onTeam })) return unknown;
    if (organization && !isOrganization(first, organization)) {
      return {
        error: {
          kind: 'organization',
          field: 'organization',
          code: 'ORGANIZATION_MISMATCH',
          message: 'The project belongs to another organization than the one named in the row.',
        },
      };
    }
    if (!can(caller, 'project.manageContent', { project, onTeam })) {
      return {
        error: { kind: 'organization', field: ref.field, code: 'PROJECT_NOT_ALLOWED', message: MSG.notProjectOrgAdmin },
      };
    }
    return { project };
  }
}
