/** Small named checks the policies are built from. */
import type { UserRow } from '../db/schema';

export const isSuperadmin = (user: UserRow) => user.superadmin;
export const isSelf = (user: UserRow, targetId: string) => user.id === targetId;
export const isOrgAdmin = (user: UserRow, organizationId: string | null) =>
  organizationId !== null && user.organizationId === organizationId && user.isOrgAdmin;
export const isOrgMember = (user: UserRow, organizationId: string | null) =>
  organizationId !== null && user.organizationId === organizationId;
export const isAdministratorAccount = (user: UserRow) => user.accountType === 'administrator';
