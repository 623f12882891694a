import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { Table } from '../../../components/light-table';
import { useTranslation } from 'react-i18next';
import type { PopulatedActivity } from '../../../entities/project';
import { ActivityMenu } from './activity-menu';
import { DeadlineText } from './deadline-text';
import { ResponsiblePerson } from './responsible-person';
import { STATUS_LOOK } from '../../../entities/activity/status-look';

interface ActivityListProps {
  projectId: string;
  activities: PopulatedActivity[];
  canEdit: boolean;
  onOpen: (activity: PopulatedActivity) => void;
  onDelete: (activity: PopulatedActivity) => void;
}

/** The same activities as a table, for scanning many at once. */
export function ActivityList({ projectId, activities, canEdit, onOpen, onDelete }: ActivityListProps) {
  const { t } = useTranslation('activities');
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>{t('fields.responsible')}</Table.Th>
            <Table.Th>{t('fields.deadline')}</Table.Th>
            <Table.Th>{t('fields.keywords')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.map((activity) => {
            const look = STATUS_LOOK[activity.status];
            return (
              <Table.Tr key={activity._id}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onOpen(activity)}
                    fw={600}
                    size="sm"
                    c="dark"
                    ta="left"
                  >
                    {activity.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={look.color}
                    leftSection={<look.icon size={12} aria-hidden />}
                    style={{ textTransform: 'none' }}
                  >
                    {t(`status.${activity.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ResponsiblePerson responsible={activity.responsible} />
                </Table.Td>
                <Table.Td>
                  <DeadlineText deadline={activity.deadline} status={activity.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {activity.keywords.map((keyword) => (
                      <Badge
                        key={keyword}
                        size="xs"
                        variant="default"
                        radius="sm"
                        fw={500}
                        style={{ textTransform: 'none' }}
                      >
                        {keyword}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ActivityMenu
                    projectId={projectId}
                    activity={activity}
                    canEdit={canEdit}
                    onOpen={() => onOpen(activity)}
                    onDelete={() => onDelete(activity)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {activities.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          {t('emptyList')}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
