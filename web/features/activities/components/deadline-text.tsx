import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../common/format';
import type { ActivityStatus } from '../../../../common/api/project';
import { isOverdue } from '../../../entities/activity/status';

/** The deadline, in red with a warning when it has passed and the activity is not done. */
export function DeadlineText({ deadline, status }: { deadline: string; status: ActivityStatus }) {
  const { t } = useTranslation('activities');
  const overdue = isOverdue({ deadline, status });
  const Icon = overdue ? IconAlertTriangle : IconCalendarDue;
  return (
    <Group gap={4} wrap="nowrap" c={overdue ? 'red.8' : 'dimmed'}>
      <Icon size={14} aria-hidden />
      <Text size="xs" fw={overdue ? 600 : 400} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(deadline)}
        {overdue ? ` · ${t('overdue')}` : ''}
      </Text>
    </Group>
  );
}
