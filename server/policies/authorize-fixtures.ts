/**
 * The callers and targets authorize.test.ts and authorize-refusals.test.ts ask the rules about: plain rows, no
 * database. Test-only.
 */
import type { UserRow } from '../db/schema';

export const ORG_A = 'a0000000-0000-4000-8000-000000000001';
export const ORG_B = 'b0000000-0000-4000-8000-000000000002';

export function user(id: string, values: Partial<UserRow>): UserRow {
  return {
    id,
    email: `${id}@example.se`,
    passwordHash: '',
    firstName: id,
    lastName: '',
    title: '',
    phone: '',
    address: '',
    superadmin: false,
    accountType: 'regular',
    userType: 'full',
    role: '',
    organizationId: null,
    isOrgAdmin: false,
    notifyDeadlines: true,
    language: 'sv',
    mfaEnabled: false,
    totpEnabled: false,
    createdAt: new Date(0),
    ...values,
  };
}

/** The roles, in the order of the expectation strings in authorize.test.ts; `team` marks those on the project's team. */
export const ROLES = {
  superadmin: { user: user('superadmin', { superadmin: true, accountType: 'administrator' }), team: false },
  orgAdmin: { user: user('orgAdmin', { organizationId: ORG_A, isOrgAdmin: true }), team: false },
  chiefOnTeam: { user: user('chiefOnTeam', { organizationId: ORG_A, accountType: 'administrator' }), team: true },
  chiefOffTeam: { user: user('chiefOffTeam', { organizationId: ORG_A, accountType: 'administrator' }), team: false },
  memberOnTeam: { user: user('memberOnTeam', { organizationId: ORG_A }), team: true },
  memberOffTeam: { user: user('memberOffTeam', { organizationId: ORG_A }), team: false },
  limitedOnTeam: { user: user('limitedOnTeam', { organizationId: ORG_A, userType: 'limited' }), team: true },
  otherOrgAdmin: { user: user('otherOrgAdmin', { organizationId: ORG_B, isOrgAdmin: true }), team: false },
  noOrg: { user: user('noOrg', {}), team: false },
};
export type Role = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as Role[];

export const colleague = { id: 'colleague', organizationId: ORG_A };
export const orgA = { id: ORG_A, approved: true, requestedBy: 'orgAdmin' };
export const pending = { id: 'c0000000-0000-4000-8000-000000000003', approved: false, requestedBy: 'noOrg' };
export const membersProject = { id: 'p1', organizationId: ORG_A, visibility: 'members' as const };
export const publicProject = { id: 'p2', organizationId: ORG_A, visibility: 'public' as const };

export const onMembers = (role: Role) => ({ project: membersProject, onTeam: ROLES[role].team });
export const applicant = { id: 'applicant', superadmin: false };
export const otherSuperadmin = { id: 'otherSuperadmin', superadmin: true };
export const admit = (person: { id: string; superadmin: boolean }, appliedTo: string | null) => ({
  organization: orgA,
  person,
  appliedTo,
});
