/** The rules of what is not one entity's: full functionality, import, uploads, the audit log and metrics. */
import { MSG } from '../../../common/messages';
import type { UserRow } from '../../db/schema';
import { forbidden, notOrgMember } from '../../errors';
import { isOrgAdmin, isSuperadmin } from '../checks';
import { needsOrganization } from './project';
import type { RulesOf } from './targets';

const hasFullFunctionality = (caller: UserRow) => caller.superadmin || caller.userType === 'full';

export const FEATURE_RULES: RulesOf<'feature' | 'import' | 'upload' | 'audit' | 'system'> = {
  'feature.full': { allow: hasFullFunctionality, deny: () => forbidden(MSG.limitedFunctionality) },
  'import.run': {
    allow: (c) => needsOrganization(c) && hasFullFunctionality(c),
    deny: (c) => (needsOrganization(c) ? forbidden(MSG.limitedFunctionality) : notOrgMember()),
  },
  /**
   * An upload is its uploader's only until something claims it; then it is read as what claimed it is (a file's
   * status and project, a project's logo), never by its uploader's say (issue #34.7).
   */
  'upload.use': {
    allow: (c, upload) => upload.claimedAt === null && (upload.uploadedBy === c.id || isSuperadmin(c)),
  },
  'audit.read': { allow: (c) => isSuperadmin(c) || isOrgAdmin(c, c.organizationId) },
  'system.metrics': { allow: (c) => isSuperadmin(c) },
};
