/** Who may do what to an organization (SPEC.md point 6). */
import type { OrganizationRow, UserRow } from '../db/schema';
import { isOrgAdmin, isOrgMember, isSuperadmin } from './checks';

type Org = Pick<OrganizationRow, 'id' | 'approved' | 'requestedBy'>;

export const organizationPolicy = {
  /** Approved organizations are known to every signed-in user; a pending one only to its requester. */
  read: (caller: UserRow, org: Org) =>
    isSuperadmin(caller) || org.approved || org.requestedBy === caller.id || isOrgMember(caller, org.id),
  seeMembers: (caller: UserRow, org: Org) => isSuperadmin(caller) || isOrgMember(caller, org.id),
  seeWaitlist: (caller: UserRow, org: Org) => isSuperadmin(caller) || isOrgAdmin(caller, org.id),
  seeRequester: (caller: UserRow, org: Org) => isSuperadmin(caller) || org.requestedBy === caller.id,
  update: (caller: UserRow, org: Org) => isSuperadmin(caller) || isOrgAdmin(caller, org.id),
  delete: (caller: UserRow, org: Org) => isSuperadmin(caller) || (org.approved && isOrgAdmin(caller, org.id)),
  approve: (caller: UserRow) => isSuperadmin(caller),
  deny: (caller: UserRow) => isSuperadmin(caller),
  manageMembers: (caller: UserRow, org: Org) => isSuperadmin(caller) || isOrgAdmin(caller, org.id),
  /** Anyone outside an organization (or the superadmin) may ask to be in one. */
  create: (caller: UserRow) => isSuperadmin(caller) || caller.organizationId === null,
};

/** The caller's abilities on an organization, attached by the presenter for the web app. */
export function organizationAbilities(caller: UserRow, org: Org) {
  return {
    update: organizationPolicy.update(caller, org),
    delete: organizationPolicy.delete(caller, org),
    approve: !org.approved && organizationPolicy.approve(caller),
    manageMembers: organizationPolicy.manageMembers(caller, org),
  };
}
