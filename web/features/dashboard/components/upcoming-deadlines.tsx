import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../common/format';
import type { Dashboard } from '../../../../common/api/dashboard';
import { isOverdue } from '../../../entities/activity';
import classes from './dashboard.module.css';

/** The next activities not done, across the user's ongoing projects, overdue ones first (chosen by the server). */
export function UpcomingDeadlines({ activities: next }: { activities: Dashboard['upcoming'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card p="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        {t('charts.deadlines.title')}
      </Title>
      {next.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size={36} radius="md">
            <IconCalendarCheck size={20} aria-hidden />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t('charts.deadlines.empty')}
          </Text>
        </Group>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {next.map((activity) => {
            const overdue = isOverdue(activity);
            return (
              <li key={activity._id}>
                <Link to={`/projekt/${activity.project}/aktiviteter`} className={classes.deadlineRow}>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {activity.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {activity.projectName}
                    </Text>
                  </div>
                  <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
                    <Text size="xs" fw={500} c={overdue ? 'red.8' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(activity.deadline)}
                    </Text>
                    {overdue ? (
                      <Badge size="xs" color="red" variant="light">
                        {t('charts.deadlines.overdue')}
                      </Badge>
                    ) : null}
                  </Stack>
                </Link>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
