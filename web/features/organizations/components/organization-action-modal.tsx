import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../entities/session';
import { refId } from '../api/types';
import { useAddMember } from '../api/use-add-member';
import { useDeleteOrganization } from '../api/use-delete-organization';
import { ConfirmModal } from './confirm-modal';
import { notifyFailure, notifySuccess } from './notify';
import { ORGANIZATION_FAILURE, type OrganizationAction } from './organization-action';

interface OrganizationActionModalProps {
  action: OrganizationAction | null;
  opened: boolean;
  onClose: () => void;
  currentUserId: string;
}

/** The superadmin's confirmations: deny a request, delete (typing the name), or join as member or admin. */
export function OrganizationActionModal({ action, opened, onClose, currentUserId }: OrganizationActionModalProps) {
  const { t } = useTranslation('organization');
  const { data: me } = useCurrentUser();
  const remove = useDeleteOrganization();
  const join = useAddMember();
  const kind = action?.kind ?? 'deny';
  const org = action?.org;
  const vars = { name: org?.name ?? '', count: org?.membersCount ?? 0, projects: org?.projectsCount ?? 0 };

  const run = () => {
    if (!org) return;
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t(`orgActions.${kind}.done`, vars));
        onClose();
      },
      onError: (error: unknown) => notifyFailure(t, error, ORGANIZATION_FAILURE[kind]),
    };
    // Deleting the superadmin's own organization changes their session too.
    const own = refId(me?.organization) === org._id;
    if (kind === 'deny' || kind === 'delete') remove.mutate({ id: org._id, self: own }, callbacks);
    else
      join.mutate(
        { organizationId: org._id, userId: currentUserId, role: kind === 'joinAdmin' ? 'admin' : 'member', self: true },
        callbacks,
      );
  };

  return (
    <ConfirmModal
      opened={opened && action !== null}
      onClose={onClose}
      onConfirm={run}
      loading={remove.isPending || join.isPending}
      destructive={kind === 'deny' || kind === 'delete'}
      typedConfirmation={kind === 'delete' ? org?.name : undefined}
      title={t(`orgActions.${kind}.title`, vars)}
      confirmLabel={t(`orgActions.${kind}.confirm`)}
    >
      {t(`orgActions.${kind}.text`, vars)}
    </ConfirmModal>
  );
}
