/** Loads what the user presenter needs: the row, its organization's name and any pending application. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUuid } from './ids';
import { organizationApplications, organizations, users, type UserRow } from '../db/schema';

export interface PendingOrganization {
  _id: string;
  name: string;
  role: 'member' | 'admin';
  /** false while the organization itself still waits for a superadmin. */
  approved: boolean;
}

export interface UserView {
  row: UserRow;
  organization: { id: string; name: string } | null;
  pending: PendingOrganization | null;
}

export async function loadUserView(db: Db, row: UserRow): Promise<UserView> {
  const [org] = row.organizationId
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, row.organizationId))
    : [];
  return { row, organization: org ?? null, pending: row.organizationId ? null : await loadPending(db, row.id) };
}

async function loadPending(db: Db, userId: string): Promise<PendingOrganization | null> {
  const [application] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      role: organizationApplications.role,
      approved: organizations.approved,
    })
    .from(organizationApplications)
    .innerJoin(organizations, eq(organizations.id, organizationApplications.organizationId))
    .where(eq(organizationApplications.userId, userId));
  if (application)
    return { _id: application.id, name: application.name, role: application.role, approved: application.approved };
  const [requested] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.requestedBy, userId), eq(organizations.approved, false)))
    .limit(1);
  return requested ? { _id: requested.id, name: requested.name, role: 'admin', approved: false } : null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Views for a page of users: organization names in one query; pending applications are not listed. */
export async function loadUserViews(db: Db, rows: UserRow[]): Promise<UserView[]> {
  const orgIds = [...new Set(rows.map((r) => r.organizationId).filter((x): x is string => x !== null))];
  const orgs = orgIds.length
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
    : [];
  const byId = new Map(orgs.map((o) => [o.id, o]));
  return rows.map((row) => ({
    row,
    organization: row.organizationId ? (byId.get(row.organizationId) ?? null) : null,
    pending: null,
  }));
}
