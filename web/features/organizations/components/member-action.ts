import type { MessageKey } from '../../../../common/messages';
import type { Person } from '../api/types';

export type MemberActionKind = 'promote' | 'demote' | 'makeAdministrator' | 'makeRegular' | 'remove';

export interface MemberAction {
  kind: MemberActionKind;
  person: Person;
}

/** docs/product.md point 8 text of each action's failure. */
export const FAILURE: Record<MemberActionKind, MessageKey> = {
  promote: 'adminAddFailed',
  demote: 'adminRemoveFailed',
  makeAdministrator: 'userTypeChangeFailed',
  makeRegular: 'userTypeChangeFailed',
  remove: 'memberRemoveFailed',
};

/** The destructive ones get a red confirm button. */
export const DESTRUCTIVE: Record<MemberActionKind, boolean> = {
  promote: false,
  demote: true,
  makeAdministrator: false,
  makeRegular: false,
  remove: true,
};
