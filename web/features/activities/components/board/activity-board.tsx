import { SimpleGrid } from '@mantine/core';
import { ACTIVITY_STATUSES } from '../../../../../common/api/values';
import type { PopulatedActivity } from '../../../../entities/project';
import { ActivityColumn } from './activity-column';

interface ActivityBoardProps {
  projectId: string;
  activities: PopulatedActivity[];
  canEdit: boolean;
  onOpen: (activity: PopulatedActivity) => void;
  onDelete: (activity: PopulatedActivity) => void;
}

/** Three columns: Att göra, Pågående, Avklarade. */
export function ActivityBoard({ activities, ...props }: ActivityBoardProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {ACTIVITY_STATUSES.map((status) => (
        <ActivityColumn
          key={status}
          status={status}
          activities={activities.filter((a) => a.status === status)}
          {...props}
        />
      ))}
    </SimpleGrid>
  );
}
