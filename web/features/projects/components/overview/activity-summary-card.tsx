import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ProgressRing } from '../../../../components/progress-ring';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITY_STATUSES } from '../../../../../common/api/values';
import { useLongDate } from '../../../../lib/dates';
import { countByStatus, isOverdue, upcoming } from '../../../../entities/activity';
import { STATUS_LOOK } from '../../../../entities/activity';
import type { ProjectDetail } from '../../../../entities/project/types';

/** Completion and the activities per status, with the next deadline. */
export function ActivitySummaryCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const longDate = useLongDate();
  const counts = countByStatus(project.activities);
  const total = project.activities.length;
  const next = upcoming(project.activities)[0];
  return (
    <Card p="lg">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {t('overview.activities')}
        </Title>
        <Anchor component={Link} to="../aktiviteter" size="sm" fw={500}>
          {t('overview.openActivities')}
        </Anchor>
      </Group>
      <Group gap="xl" align="center" justify="center">
        <ProgressRing
          size={120}
          thickness={12}
          value={project.completed}
          color={STATUS_LOOK.done.fill}
          role="img"
          aria-label={t('completedOf', { name: project.name })}
          label={
            <Stack gap={0} align="center">
              <Text fw={700} size="xl" lh={1}>{`${project.completed} %`}</Text>
              <Text size="xs" c="dimmed">
                {t('overview.completed')}
              </Text>
            </Stack>
          }
        />
        <Stack gap="sm" style={{ flex: '1 1 240px' }}>
          <SimpleGrid cols={3} spacing="xs">
            {ACTIVITY_STATUSES.map((status) => {
              const Icon = STATUS_LOOK[status].icon;
              return (
                <Stack key={status} gap={4}>
                  <Group gap={6} wrap="nowrap">
                    <ThemeIcon size={22} radius="xl" variant="light" color={STATUS_LOOK[status].color}>
                      <Icon size={14} aria-hidden />
                    </ThemeIcon>
                    <Text size="xs" c="dimmed" lh={1.3} miw={0}>
                      {t(`activities:status.${status}`)}
                    </Text>
                  </Group>
                  <Text fw={700} size="lg" pl={28}>
                    {counts[status]}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
          {total > 0 ? (
            <Progress.Root size="md" aria-hidden>
              {ACTIVITY_STATUSES.map((status) => (
                <Progress.Section
                  key={status}
                  value={(counts[status] / total) * 100}
                  color={STATUS_LOOK[status].fill}
                  withAria={false}
                />
              ))}
            </Progress.Root>
          ) : null}
          <Text size="sm" c={next && isOverdue(next) ? 'red.8' : 'dimmed'}>
            {total === 0
              ? t('overview.noActivities')
              : next
                ? t('overview.nextDeadline', { name: next.name, date: longDate(next.deadline) })
                : t('overview.allDone')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
