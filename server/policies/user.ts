/** Who may do what to a user account. */
import type { UserRow } from '../db/schema';
import { isOrgAdmin, isSelf, isSuperadmin } from './checks';

export const userPolicy = {
  /** Profile fields: the user themself, or a superadmin. */
  update: (caller: UserRow, target: Pick<UserRow, 'id'>) => isSelf(caller, target.id) || isSuperadmin(caller),
  /** Setting a password without the current one is the superadmin's override; anyone may change their own. */
  changePassword: (caller: UserRow, target: Pick<UserRow, 'id'>) => isSelf(caller, target.id) || isSuperadmin(caller),
  changeAccountType: (caller: UserRow, target: Pick<UserRow, 'organizationId'>) =>
    isSuperadmin(caller) || isOrgAdmin(caller, target.organizationId),
};
