import { Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '../../../../../common/api/project';
import type { PopulatedActivity } from '../../../../entities/project';
import { STATUS_LOOK } from '../../../../entities/activity/status-look';
import { ActivityCard } from './activity-card';
import classes from './board.module.css';

interface ActivityColumnProps {
  projectId: string;
  status: ActivityStatus;
  activities: PopulatedActivity[];
  canEdit: boolean;
  onOpen: (activity: PopulatedActivity) => void;
  onDelete: (activity: PopulatedActivity) => void;
}

/** One status of the board, its activities soonest deadline first. */
export function ActivityColumn({ projectId, status, activities, canEdit, onOpen, onDelete }: ActivityColumnProps) {
  const { t } = useTranslation('activities');
  const look = STATUS_LOOK[status];
  const titleId = `activity-column-${status}`;
  return (
    <section className={classes.column} aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <ThemeIcon size={26} radius="xl" variant="light" color={look.color}>
            <look.icon size={16} aria-hidden />
          </ThemeIcon>
          <Title order={3} size="h6" id={titleId}>
            {t(`status.${status}`)}
          </Title>
        </Group>
        <Badge variant="light" color={look.color} radius="sm">
          {activities.length}
        </Badge>
      </Group>
      <Stack gap="sm">
        {activities.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" className={classes.empty}>
            {t(`emptyColumn.${status}`)}
          </Text>
        ) : (
          activities.map((activity) => (
            <ActivityCard
              key={activity._id}
              projectId={projectId}
              activity={activity}
              canEdit={canEdit}
              onOpen={() => onOpen(activity)}
              onDelete={() => onDelete(activity)}
            />
          ))
        )}
      </Stack>
    </section>
  );
}
