import type { User } from '../../common/api/user';

type Named = Pick<User, 'firstName' | 'lastName' | 'email'>;

export function fullName(user: Named): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function initials(user: Named): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return letters || user.email.charAt(0).toUpperCase();
}

/** The organization's name when the server populated it; null when the user has none or only the id came. */
export function organizationName(user: Pick<User, 'organization'>): string | null {
  const org = user.organization;
  return org && typeof org === 'object' ? org.name : null;
}
