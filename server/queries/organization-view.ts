/** Loads organizations with their members, admins, waiting lists and counts, for a page at a time. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  organizationApplications,
  organizations,
  projects,
  users,
  type OrganizationRow,
  type UserRow,
} from '../db/schema';
import { isUuid } from './ids';
import { projectScope } from '../policies/scopes';

/** A project as an organization lists it: enough for a link and a line of facts. */
export interface OrganizationProject {
  id: string;
  name: string;
  type: string;
  sector: string;
  startDate: string;
  visibility: string;
  archived: boolean;
}

export interface OrganizationView {
  row: OrganizationRow;
  members: UserRow[];
  applicants: Array<{ user: UserRow; role: 'member' | 'admin' }>;
  requester: UserRow | null;
  /** The organization's projects that the caller may see (docs/product.md point 6), newest first. */
  projects: OrganizationProject[];
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function loadOrganizationViews(
  db: Db,
  caller: UserRow,
  rows: OrganizationRow[],
): Promise<OrganizationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const requesterIds = rows.map((r) => r.requestedBy).filter((x): x is string => x !== null);
  const [members, applicants, requesters, visibleProjects] = await Promise.all([
    db.select().from(users).where(inArray(users.organizationId, ids)).orderBy(users.lastName, users.firstName),
    db
      .select({
        user: users,
        role: organizationApplications.role,
        organizationId: organizationApplications.organizationId,
      })
      .from(organizationApplications)
      .innerJoin(users, eq(users.id, organizationApplications.userId))
      .where(inArray(organizationApplications.organizationId, ids))
      .orderBy(organizationApplications.createdAt),
    requesterIds.length
      ? db.select().from(users).where(inArray(users.id, requesterIds))
      : Promise.resolve([] as UserRow[]),
    loadProjects(db, caller, ids),
  ]);
  return rows.map((row) => ({
    row,
    members: members.filter((m) => m.organizationId === row.id),
    applicants: applicants.filter((a) => a.organizationId === row.id).map(({ user, role }) => ({ user, role })),
    requester: requesters.find((u) => u.id === row.requestedBy) ?? null,
    projects: visibleProjects.get(row.id) ?? [],
  }));
}

async function loadProjects(db: Db, caller: UserRow, orgIds: string[]): Promise<Map<string, OrganizationProject[]>> {
  const rows = await db
    .select({
      id: projects.id,
      organizationId: projects.organizationId,
      name: projects.name,
      type: projects.type,
      sector: projects.sector,
      startDate: projects.startDate,
      visibility: projects.visibility,
      archived: projects.archived,
    })
    .from(projects)
    .where(and(inArray(projects.organizationId, orgIds), projectScope(caller)))
    .orderBy(desc(projects.createdAt), desc(projects.name));
  const byOrg = new Map<string, OrganizationProject[]>();
  for (const { organizationId, ...project } of rows) {
    const list = byOrg.get(organizationId) ?? [];
    list.push(project);
    byOrg.set(organizationId, list);
  }
  return byOrg;
}
