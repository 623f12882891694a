/** Loads organizations with their members, admins, waiting lists and counts, for a page at a time. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationApplications, organizations, users, type OrganizationRow, type UserRow } from '../db/schema';
import { isUuid } from './ids';

export interface OrganizationView {
  row: OrganizationRow;
  members: UserRow[];
  applicants: Array<{ user: UserRow; role: 'member' | 'admin' }>;
  requester: UserRow | null;
  projectIds: string[];
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function loadOrganizationViews(db: Db, rows: OrganizationRow[]): Promise<OrganizationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const requesterIds = rows.map((r) => r.requestedBy).filter((x): x is string => x !== null);
  const [members, applicants, requesters, projectIds] = await Promise.all([
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
    loadProjectIds(db, ids),
  ]);
  return rows.map((row) => ({
    row,
    members: members.filter((m) => m.organizationId === row.id),
    applicants: applicants.filter((a) => a.organizationId === row.id).map(({ user, role }) => ({ user, role })),
    requester: requesters.find((u) => u.id === row.requestedBy) ?? null,
    projectIds: projectIds.get(row.id) ?? [],
  }));
}

// Projects arrive with the projects issue; until then an organization has none.
async function loadProjectIds(_db: Db, _orgIds: string[]): Promise<Map<string, string[]>> {
  return new Map();
}
