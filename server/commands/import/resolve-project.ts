/**
 * Which project an import row means, and whether the importer may put files there. A project the importer may
 * not see is answered exactly like one that does not exist (API.md point 2: never reveal existence across
 * organizations); one they see but may not change is an organization error; an `organization` cell must be
 * the project's own.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ImportErrorCode } from '../../../common/api/import';
import { MSG } from '../../../common/messages';
import type { AppContext } from '../../context';
import { organizations, projects, type ProjectRow, type UserRow } from '../../db/schema';
import { projectPolicy } from '../../policies/project';
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
  { project: ProjectRow } | { error: { kind: ErrorKind; field: string; code: ImportErrorCode; message: string } };
export type ProjectLookup = Map<string, Resolved>;

interface Found {
  project: ProjectRow;
  organizationName: string;
}

/** What a name or id could mean: by id first, else by name in the importer's organization (all, for a superadmin). */
async function findProjects(ctx: AppContext, caller: UserRow, ref: string, byId: boolean): Promise<Found[]> {
  const query = () =>
    ctx.db
      .select({ project: projects, organizationName: organizations.name })
      .from(projects)
      .innerJoin(organizations, eq(organizations.id, projects.organizationId));
  if (byId && isUuid(ref)) {
    const found = await query().where(eq(projects.id, ref));
    if (found.length) return found;
  }
  const named = eq(sql`lower(${projects.name})`, ref.toLowerCase());
  // Names are unique within an organization, so only a superadmin's lookup can find more than one.
  if (caller.superadmin) return query().where(named).limit(100);
  if (!caller.organizationId) return [];
  return query().where(and(eq(projects.organizationId, caller.organizationId), named));
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
  const key = `${ref.byId ? 'ref' : 'name'}|${ref.value.toLowerCase()}|${organization?.toLowerCase() ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const resolved = await lookUp();
  cache.set(key, resolved);
  return resolved;

  async function lookUp(): Promise<Resolved> {
    let found = await findProjects(ctx, caller, ref.value, ref.byId);
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
    const onTeam = await isOnTeam(ctx.db, project.id, caller.id);
    // What the importer may not see does not exist for them (API.md point 2): the same answer as a wrong name.
    if (!projectPolicy.read(caller, project, onTeam)) return unknown;
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
    if (!projectPolicy.manageContent(caller, project, onTeam)) {
      return {
        error: { kind: 'organization', field: ref.field, code: 'PROJECT_NOT_ALLOWED', message: MSG.notProjectOrgAdmin },
      };
    }
    return { project };
  }
}
