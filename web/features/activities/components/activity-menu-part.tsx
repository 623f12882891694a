import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '../../../../common/api/project';
import { ACTIVITY_STATUSES } from '../../../../common/api/values';
import { projectErrorNotice } from '../../../entities/project';
import type { PopulatedActivity } from '../../../entities/project';
import { useUpdateActivity } from '../api/use-activity-mutations';
import { STATUS_LOOK } from '../../../entities/activity/status-look';
import { notify } from '../../../lib/notify';
import type { DeferredProps } from '../../../components/deferred-part';

export interface ActivityMenuProps {
  projectId: string;
  activity: PopulatedActivity;
  canEdit: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

/**
 * Open, move to another status, or delete: the actions of a card or a list row. A move sends only the status,
 * so an activity whose responsible person has left the team still moves.
 */
export function ActivityMenuPart({
  projectId,
  activity,
  canEdit,
  onOpen,
  onDelete,
  activated,
}: ActivityMenuProps & DeferredProps) {
  const { t } = useTranslation('activities');
  const update = useUpdateActivity(projectId);
  const move = (status: ActivityStatus) =>
    update.mutate(
      { id: activity._id, body: { status } },
      {
        onSuccess: () =>
          notify(t, {
            color: 'teal',
            message: t('moved', { name: activity.name, status: t(`status.${status}`) }),
          }),
        onError: (error) => notify(t, projectErrorNotice(t, error, 'activityNotUpdated')),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} defaultOpened={activated}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('menu.label', { name: activity.name })}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onOpen}>
          {canEdit ? t('menu.openEdit') : t('menu.open')}
        </Menu.Item>
        {canEdit ? (
          <>
            <Menu.Divider />
            <Menu.Label>{t('menu.moveTo')}</Menu.Label>
            {ACTIVITY_STATUSES.filter((status) => status !== activity.status).map((status) => {
              const Icon = STATUS_LOOK[status].icon;
              return (
                <Menu.Item
                  key={status}
                  leftSection={
                    <Icon size={16} aria-hidden color={`var(--mantine-color-${STATUS_LOOK[status].color}-6)`} />
                  }
                  onClick={() => move(status)}
                >
                  {t('menu.move', { status: t(`status.${status}`) })}
                </Menu.Item>
              );
            })}
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t('delete.action')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
