/** The rules of a person's own account (docs/api.md). */
import { MSG } from '../../../common/messages';
import { forbidden } from '../../errors';
import { isOrgAdmin, isOrgMember, isSelf, isSuperadmin } from '../checks';
import type { RulesOf } from './targets';

export const USER_RULES: RulesOf<'user'> = {
  'user.seeContact': {
    allow: (c, user) => isSuperadmin(c) || isSelf(c, user.id) || isOrgMember(c, user.organizationId),
  },
  /** Profile fields: the user themself, or a superadmin. */
  'user.update': { allow: (c, user) => isSelf(c, user.id) || isSuperadmin(c) },
  /** Anyone changes their own (with the current password); the superadmin sets anyone's. */
  'user.changePassword': {
    allow: (c, user) => (user.id !== null && isSelf(c, user.id)) || isSuperadmin(c),
    deny: () => forbidden(MSG.passwordChangeFailed),
  },
  'user.changeAccountType': {
    allow: (c, user) => isSuperadmin(c) || isOrgAdmin(c, user.organizationId),
    deny: () => forbidden(MSG.notOrgAdmin),
  },
  'user.changeBookmarks': { allow: (c, user) => isSelf(c, user.id), deny: () => forbidden(MSG.forbidden) },
  'user.signInWithSso': { allow: (c, org) => !isSuperadmin(c) && isOrgMember(c, org.id) },
};
