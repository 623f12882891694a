/** What the caller may do, as the server tells the web app (it never re-derives a rule). */
import type { UserRow } from '../db/schema';
import { can, type OrganizationRef, type ProjectTarget } from './authorize';

export function projectAbilities(caller: UserRow, target: ProjectTarget) {
  return {
    update: can(caller, 'project.update', target),
    delete: can(caller, 'project.delete', target),
    manageContent: can(caller, 'project.manageContent', target),
    share: can(caller, 'project.share', target),
  };
}

export function organizationAbilities(caller: UserRow, org: OrganizationRef) {
  return {
    update: can(caller, 'organization.update', org),
    // A pending request is withdrawn on its own screen; the delete button is for deciding on one.
    delete: can(caller, 'organization.delete', org) && (org.approved || can(caller, 'organization.approve')),
    approve: !org.approved && can(caller, 'organization.approve'),
    manageMembers: can(caller, 'organization.manageMembers', org),
  };
}
