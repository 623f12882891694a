import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../api/types';
import { useRemoveMember } from '../api/use-remove-member';
import { lazyPart } from '../../../components/lazy-part';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// The confirmation loads when first asked for.
const ConfirmModal = lazyPart(() => import('./confirm-modal').then((m) => m.ConfirmModal), null, ['organization']);
import { notifyFailure, notifySuccess } from './notify';

/** "Leave the organization", confirmed; the last admin is warned and, if they go on, told why it failed. */
export function LeaveOrganizationButton({
  org,
  userId,
  isAdmin,
}: {
  org: Organization;
  userId: string;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('organization');
  const [opened, modal] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  const leave = useRemoveMember();
  const lastAdmin = isAdmin && org.adminsCount <= 1;

  const onConfirm = () =>
    leave.mutate(
      { organizationId: org._id, userId, self: true },
      {
        onSuccess: () => {
          modal.close();
          notifySuccess(t('leave.done', { name: org.name }));
        },
        onError: (error) => {
          modal.close();
          notifyFailure(t, error, 'orgLeaveFailed');
        },
      },
    );

  return (
    <>
      <Button variant="default" leftSection={<IconLogout2 size={16} aria-hidden />} onClick={modal.open}>
        {t('leave.button')}
      </Button>
      {mounted && (
        <ConfirmModal
          opened={opened}
          onClose={modal.close}
          onConfirm={onConfirm}
          loading={leave.isPending}
          title={t('leave.title', { name: org.name })}
          confirmLabel={t('leave.confirm')}
        >
          {t('leave.text', { name: org.name })}
          {lastAdmin ? (
            <Alert mt="md" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('leave.lastAdmin')}
            </Alert>
          ) : null}
        </ConfirmModal>
      )}
    </>
  );
}
