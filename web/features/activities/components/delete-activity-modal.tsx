import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectErrorNotice } from '../../../entities/project';
import type { PopulatedActivity } from '../../../entities/project';
import { useDeleteActivity } from '../api/use-activity-mutations';
import { notify } from '../../../lib/notify';

interface DeleteActivityModalProps {
  projectId: string;
  activity: PopulatedActivity | null;
  onClose: () => void;
}

/** Asks before an activity is deleted; a failure says "Aktiviteten har inte tagits bort.". */
export function DeleteActivityModal({ projectId, activity, onClose }: DeleteActivityModalProps) {
  const { t } = useTranslation('activities');
  const remove = useDeleteActivity(projectId);
  // The last activity asked about stays in the text while the modal fades out.
  const [shown, setShown] = useState(activity);
  if (activity && activity !== shown) setShown(activity);
  const confirm = () => {
    if (!activity) return;
    remove.mutate(activity._id, {
      onSuccess: () => {
        notify(t, { color: 'teal', message: t('delete.done', { name: activity.name }) });
        onClose();
      },
      onError: (error) => notify(t, projectErrorNotice(t, error, 'activityNotRemoved')),
    });
  };
  return (
    <Modal
      opened={activity !== null}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm">{t('delete.text', { name: shown?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
