/** User row → the API's User shape (API.md point 4). Never carries the password hash or tokens. */
import type { User } from '../../common/api/user';
import type { UserView } from '../queries/user-view';

export interface PresentUserOptions {
  /** `populate=organization`: the organization as an object instead of its id. */
  populateOrganization?: boolean;
  bookmarks?: { projects: string[]; files: string[] };
}

export function presentUser(view: UserView, opts: PresentUserOptions = {}): User {
  const { row } = view;
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    phone: row.phone,
    address: row.address,
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
    pendingOrganization: view.pending,
  };
}
