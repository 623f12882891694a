/** The rules of organizations: who reads, runs and joins one (docs/api.md). */
import { MSG, MSG_ACCOUNT } from '../../../common/messages';
import { badRequest, forbidden } from '../../errors';
import { isOrgAdmin, isOrgMember, isSelf, isSuperadmin } from '../checks';
import type { OrganizationRef, Rule, RulesOf } from './targets';

const orgAdmin: Rule<OrganizationRef> = {
  allow: (c, org) => isSuperadmin(c) || isOrgAdmin(c, org.id),
  deny: () => forbidden(MSG.notOrgAdmin),
};

export const ORGANIZATION_RULES: RulesOf<'organization'> = {
  /** Anyone outside an organization (or the superadmin) may ask for a new one. */
  'organization.create': {
    allow: (c) => isSuperadmin(c) || c.organizationId === null,
    deny: () => badRequest(MSG.alreadyInOrganization, undefined, 'ALREADY_IN_ORGANIZATION'),
  },
  /** Approved organizations are known to every signed-in user; a pending one only to its requester. */
  'organization.read': {
    allow: (c, org) => isSuperadmin(c) || org.approved || org.requestedBy === c.id || isOrgMember(c, org.id),
  },
  'organization.seeMembers': { allow: (c, org) => isSuperadmin(c) || isOrgMember(c, org.id) },
  'organization.seeWaitlist': { allow: (c, org) => isSuperadmin(c) || isOrgAdmin(c, org.id) },
  'organization.seeRequester': { allow: (c, org) => isSuperadmin(c) || org.requestedBy === c.id },
  'organization.update': orgAdmin,
  'organization.approve': { allow: (c) => isSuperadmin(c) },
  /** An approved one by its admins; a pending request is denied by the superadmin or withdrawn by its requester. */
  'organization.delete': {
    allow: (c, org) => isSuperadmin(c) || (org.approved ? isOrgAdmin(c, org.id) : org.requestedBy === c.id),
    deny: () => forbidden(MSG.notOrgAdmin),
  },
  'organization.manageMembers': orgAdmin,
  'organization.manageSso': orgAdmin,
  'organization.verifySsoDomain': orgAdmin,
  /** Without DNS, nothing proves the organization owns the domain: only the superadmin vouches for it. */
  'organization.markSsoDomainVerified': {
    allow: (c) => isSuperadmin(c),
    deny: () => forbidden(MSG_ACCOUNT.ssoMarkVerifiedSuperadminOnly),
  },
  /**
   * Nobody is put in an organization without asking (issue #34.7): its admins (and the superadmin) approve people
   * on its waiting list, never an organization-less account picked by id, and never the superadmin, who joins by
   * themself alone.
   */
  'organization.admit': {
    allow: (c, { organization, person, appliedTo }) =>
      orgAdmin.allow(c, organization) &&
      (isSelf(c, person.id) || (!person.superadmin && appliedTo === organization.id)),
    deny: (c, { organization, person }) =>
      !orgAdmin.allow(c, organization)
        ? forbidden(MSG.notOrgAdmin)
        : person.superadmin
          ? forbidden()
          : forbidden(MSG.notWaiting),
  },
};
