import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/user-display';
import { useChangeAccountType } from '../../../entities/user';
import { useRemoveMember } from '../api/use-remove-member';
import { useSetAdmin } from '../api/use-set-admin';
import { ConfirmModal } from './confirm-modal';
import { DESTRUCTIVE, FAILURE, type MemberAction } from './member-action';
import { notifyFailure, notifySuccess } from './notify';

interface MemberActionModalProps {
  orgId: string;
  orgName: string;
  currentUserId: string;
  /** The last chosen action; it stays set while the modal closes so its texts do not flip. */
  action: MemberAction | null;
  opened: boolean;
  onClose: () => void;
}

/** Confirms, then runs, one action on a member: promote, demote, change account type or remove. */
export function MemberActionModal({ orgId, orgName, currentUserId, action, opened, onClose }: MemberActionModalProps) {
  const { t } = useTranslation('organization');
  const setAdmin = useSetAdmin();
  const accountType = useChangeAccountType();
  const remove = useRemoveMember();
  const pending = setAdmin.isPending || accountType.isPending || remove.isPending;
  const kind = action?.kind ?? 'promote';
  const name = action ? fullName(action.person) : '';
  const vars = { name, organization: orgName };

  const run = () => {
    if (!action) return;
    const userId = action.person._id;
    const self = userId === currentUserId;
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t(`memberActions.${kind}.done`, vars));
        onClose();
      },
      onError: (error: unknown) => notifyFailure(t, error, FAILURE[kind]),
    };
    if (kind === 'promote' || kind === 'demote')
      setAdmin.mutate({ orgId, userId, admin: kind === 'promote', self }, callbacks);
    else if (kind === 'remove') remove.mutate({ organizationId: orgId, userId, self }, callbacks);
    else
      accountType.mutate(
        { userId, orgId, accountType: kind === 'makeAdministrator' ? 'administrator' : 'regular' },
        callbacks,
      );
  };

  return (
    <ConfirmModal
      opened={opened && action !== null}
      onClose={onClose}
      onConfirm={run}
      loading={pending}
      destructive={DESTRUCTIVE[kind]}
      title={t(`memberActions.${kind}.title`, vars)}
      confirmLabel={t(`memberActions.${kind}.confirm`)}
    >
      {t(`memberActions.${kind}.text`, vars)}
    </ConfirmModal>
  );
}
