import type { Organization } from '../../../../common/api/organization';
import type { User } from '../../../../common/api/user';

/** An organization read with `populate=users,admins,waitlist` (and, in lists, `requestedBy`). */
export type Person = User;

type Ref = Organization['users'][number];

/** The people of a populated reference list; bare ids (not populated) are left out. */
export function people(refs: readonly Ref[] | undefined): Person[] {
  return (refs ?? []).filter((ref): ref is Person => typeof ref === 'object' && ref !== null);
}

/** The id of a reference, populated or not. */
export function refId(ref: string | { _id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref._id;
}

/** A person waiting on one of the organization's lists, with the role they applied for. */
export interface Applicant {
  person: Person;
  role: 'member' | 'admin';
}

export function applicantsOf(org: Pick<Organization, 'waitlist'>): Applicant[] {
  return [
    ...people(org.waitlist.users).map((person) => ({ person, role: 'member' as const })),
    ...people(org.waitlist.admins).map((person) => ({ person, role: 'admin' as const })),
  ];
}

export function isAdminOf(org: Pick<Organization, 'admins'>, userId: string): boolean {
  return org.admins.some((ref) => refId(ref) === userId);
}

export type { Organization };
