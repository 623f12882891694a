import type { User } from '../../../../common/api/user';

/**
 * Who is offered the new-project wizard: administrator accounts and organization admins in an
 * organization, and superadmins (API.md point 5 "Projects"). The server decides; this only hides
 * a button that would be refused.
 */
export function canCreateProjects(user: User | undefined): boolean {
  if (!user) return false;
  if (user.superadmin) return true;
  return Boolean(user.organization) && (user.isAdmin || user.accountType === 'administrator');
}

/** Limited functionality leaves out budget figures and lessons learned (common/permissions.ts). */
export function hasFullFunctionality(user: User | undefined): boolean {
  return Boolean(user && (user.superadmin || user.userType === 'full'));
}

export function organizationIdOf(user: User | undefined): string | null {
  const org = user?.organization;
  if (!org) return null;
  return typeof org === 'string' ? org : org._id;
}
