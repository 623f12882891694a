/**
 * Organization → the API's shape (docs/api.md point 4). Member lists go only to members, waiting lists only to
 * admins, the requester only to the superadmin and the requester; everyone else sees name and counts.
 */
import type { Organization } from '../../common/api/organization';
import type { UserRow } from '../db/schema';
import { organizationAbilities } from '../policies/abilities';
import { can } from '../policies/authorize';
import type { OrganizationView } from '../queries/organization-view';
import { presentUser } from './user';

const personRef = (
  caller: UserRow,
  user: UserRow,
  populate: boolean,
  org: { id: string; name: string } | null = null,
) =>
  populate
    ? presentUser(caller, { row: user, organization: user.organizationId ? org : null, pending: null })
    : user.id;

export function presentOrganization(
  caller: UserRow,
  view: OrganizationView,
  populate: Set<string> = new Set(),
): Organization {
  const { row } = view;
  const members = can(caller, 'organization.seeMembers', row) ? view.members : [];
  const waiting = can(caller, 'organization.seeWaitlist', row) ? view.applicants : [];
  const admins = view.members.filter((m) => m.isOrgAdmin);
  const requester = can(caller, 'organization.seeRequester', row) ? view.requester : null;
  const self = { id: row.id, name: row.name };
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    users: members.map((u) => personRef(caller, u, populate.has('users'), self)),
    admins: members.filter((m) => m.isOrgAdmin).map((u) => personRef(caller, u, populate.has('admins'), self)),
    waitlist: {
      users: waiting.filter((a) => a.role === 'member').map((a) => personRef(caller, a.user, populate.has('waitlist'))),
      admins: waiting.filter((a) => a.role === 'admin').map((a) => personRef(caller, a.user, populate.has('waitlist'))),
    },
    projects: view.projects.map((p) =>
      populate.has('projects')
        ? {
            _id: p.id,
            name: p.name,
            type: p.type,
            sector: p.sector,
            startDate: p.startDate,
            visibility: p.visibility,
            archived: p.archived,
          }
        : p.id,
    ),
    adminsCount: admins.length,
    membersCount: view.members.length,
    projectsCount: view.projects.length,
    approved: row.approved,
    requireMfa: row.requireMfa,
    requestedBy: requester ? personRef(caller, requester, populate.has('requestedBy')) : null,
    createdAt: row.createdAt.toISOString(),
    abilities: organizationAbilities(caller, row),
  };
}
