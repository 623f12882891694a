/** What the caller may do, as the server tells the web app (it never re-derives a rule). */
import type { SessionAbilities, UserAbilities } from '../../common/api/user';
import type { UserRow } from '../db/schema';
import { can, type OrganizationRef, type ProjectTarget } from './authorize';

export function projectAbilities(caller: UserRow, target: ProjectTarget) {
  return {
    update: can(caller, 'project.update', target),
    delete: can(caller, 'project.delete', target),
    manageContent: can(caller, 'project.manageContent', target),
    share: can(caller, 'project.share', target),
    readAudit:
      can(caller, 'audit.read') && (caller.superadmin || caller.organizationId === target.project.organizationId),
  };
}

export function organizationAbilities(caller: UserRow, org: OrganizationRef) {
  return {
    update: can(caller, 'organization.update', org),
    // A pending request is withdrawn on its own screen; the delete button is for deciding on one.
    delete: can(caller, 'organization.delete', org) && (org.approved || can(caller, 'organization.approve')),
    approve: !org.approved && can(caller, 'organization.approve'),
    manageMembers: can(caller, 'organization.manageMembers', org),
    manageSso: can(caller, 'organization.manageSso', org),
    markSsoDomainVerified: can(caller, 'organization.markSsoDomainVerified', org),
    // The log reader's scope is their organization (or all): this one's, for its admins and the superadmin.
    readAudit: can(caller, 'audit.read') && can(caller, 'organization.manageMembers', org),
  };
}

/** What the signed-in user may do beyond one entity, for the login, register and verify_token answers. */
export function sessionAbilities(caller: UserRow): SessionAbilities {
  const importFiles = can(caller, 'import.run');
  // Someone else: an id that is never the caller's own.
  const other = { id: '', organizationId: null };
  return {
    createProject: can(caller, 'project.create'),
    chooseOrganization: can(caller, 'project.chooseOrganization'),
    listProjects: can(caller, 'project.list'),
    createOrganization: can(caller, 'organization.create'),
    approveOrganizations: can(caller, 'organization.approve'),
    fullFunctionality: can(caller, 'feature.full'),
    import: {
      projects: importFiles && can(caller, 'project.create'),
      constructionfiles: importFiles,
      drawings: importFiles,
    },
    updateOtherUsers: can(caller, 'user.update', other),
    setOtherPasswords: can(caller, 'user.changePassword', { id: null }),
  };
}

/** What the caller may do to one person, attached to a single user's answer. */
export function userAbilities(caller: UserRow, target: Pick<UserRow, 'id' | 'organizationId'>): UserAbilities {
  return {
    update: can(caller, 'user.update', target),
    changePassword: can(caller, 'user.changePassword', target),
    changeAccountType: can(caller, 'user.changeAccountType', target),
  };
}
