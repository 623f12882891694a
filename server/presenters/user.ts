/** User row → the API's User shape (docs/api.md point 4). Never carries the password hash or tokens. */
import type { User } from '../../common/api/user';
import type { UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import type { UserView } from '../queries/user-view';

export interface PresentUserOptions {
  /** `populate=organization`: the organization as an object instead of its id. */
  populateOrganization?: boolean;
  bookmarks?: { projects: string[]; files: string[] };
}

/**
 * The person as `caller` may see them. Phone and address go only to those `user.seeContact` allows (themselves,
 * their organization, the superadmin): an organization's admins find applicants and organization-less people by
 * their exact e-mail, and learned their phone and address that way (issue #34.7). Where the person is visible at
 * all the scope decided (policies/scopes.ts), and the e-mail is how they were found.
 */
export function presentUser(caller: UserRow, view: UserView, opts: PresentUserOptions = {}): User {
  const { row } = view;
  const contact = can(caller, 'user.seeContact', row);
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    phone: contact ? row.phone : '',
    address: contact ? row.address : '',
    email: row.email,
    organization: view.organization
      ? opts.populateOrganization
        ? { _id: view.organization.id, name: view.organization.name }
        : view.organization.id
      : null,
    superadmin: row.superadmin,
    accountType: row.accountType,
    userType: row.userType,
    role: row.role,
    bookmarks: opts.bookmarks ?? { projects: [], files: [] },
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.organizationId !== null && row.isOrgAdmin,
    notifyDeadlines: row.notifyDeadlines,
    language: row.language,
    mfaEnabled: row.mfaEnabled,
    totpEnabled: row.totpEnabled,
    pendingOrganization: view.pending,
  };
}
