import type { MessageKey } from '../../../../common/messages';
import type { Organization } from '../api/types';

export type OrganizationActionKind = 'deny' | 'delete' | 'joinMember' | 'joinAdmin';

export interface OrganizationAction {
  kind: OrganizationActionKind;
  org: Organization;
}

export const ORGANIZATION_FAILURE: Record<OrganizationActionKind, MessageKey> = {
  deny: 'orgDenyFailed',
  delete: 'orgDeleteFailed',
  joinMember: 'orgJoinFailed',
  joinAdmin: 'orgJoinFailed',
};
