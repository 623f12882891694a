import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../common/api/user';
import { formatApiError } from '../../../../lib/error-message';
import { fullName } from '../../../../lib/user-display';
import { useRemoveTeamMember } from '../../api/use-team';
import { notify } from '../../../../lib/notify';

interface RemoveMemberModalProps {
  projectId: string;
  member: User | null;
  onClose: () => void;
}

/** Asks before a person leaves the team; their activities stay. */
export function RemoveMemberModal({ projectId, member, onClose }: RemoveMemberModalProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const remove = useRemoveTeamMember(projectId);
  // The last person asked about stays in the text while the modal fades out.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const name = shown ? fullName(shown) : '';
  const confirm = () => {
    if (!member) return;
    remove.mutate(member._id, {
      onSuccess: () => {
        notify(t, { color: 'teal', message: t('team.removed', { name }) });
        onClose();
      },
      onError: (error) =>
        notify(t, {
          color: 'red',
          title: t('team.removeFailed'),
          message: formatApiError(t, error, 'memberRemoveFailed'),
        }),
    });
  };
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('team.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm">{t('team.removeText', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('team.removeConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
