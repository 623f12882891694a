/**
 * Who sees which rows, as SQL: the list-side twin of the policies (SPEC.md point 6). Lists AND their filter
 * with these scopes, so a filter can narrow what a caller sees but never widen it.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { organizationApplications, organizations, users, type UserRow } from '../db/schema';

/**
 * Users: the superadmin sees everyone; others see themselves and their organization; its admins also see
 * its applicants, and an organization-less person whose exact e-mail they typed (to add them as a member).
 */
export function userScope(caller: UserRow, exactEmail?: string): SQL | undefined {
  if (caller.superadmin) return undefined;
  const parts: SQL[] = [eq(users.id, caller.id)];
  if (caller.organizationId) {
    parts.push(eq(users.organizationId, caller.organizationId));
    if (caller.isOrgAdmin) {
      parts.push(
        inArray(
          users.id,
          sql`(select ${organizationApplications.userId} from ${organizationApplications} where ${organizationApplications.organizationId} = ${caller.organizationId})`,
        ),
      );
      if (exactEmail) parts.push(and(isNull(users.organizationId), eq(sql`lower(${users.email})`, exactEmail.toLowerCase())) as SQL);
    }
  }
  return or(...parts);
}

/** Organizations: approved ones for everyone signed in; a pending one for its requester; all for the superadmin. */
export function organizationScope(caller: UserRow): SQL | undefined {
  if (caller.superadmin) return undefined;
  return or(eq(organizations.approved, true), eq(organizations.requestedBy, caller.id));
}
