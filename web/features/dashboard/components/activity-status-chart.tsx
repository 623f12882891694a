import { Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../common/api/dashboard';
import { ACTIVITY_STATUSES } from '../../../../common/api/values';
import { fillVar, STATUS_LOOK } from '../../../entities/activity';

/** A donut of the activities in the user's ongoing projects, by status (counted by the server). */
export function ActivityStatusChart({ counts }: { counts: Dashboard['activitiesByStatus'] }) {
  // The status names are the activities' own texts: their namespace is loaded with this lazily loaded part.
  const { t } = useTranslation(['dashboard', 'activities']);
  const total = ACTIVITY_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const summary = ACTIVITY_STATUSES.map((status) => `${t(`activities:status.${status}`)}: ${counts[status]}`).join(
    ', ',
  );
  return (
    <Card p="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        {t('charts.status.title')}
      </Title>
      <Group gap="xl" wrap="nowrap" justify="center">
        <RingProgress
          size={150}
          thickness={18}
          role="img"
          aria-label={t('charts.status.label', { summary })}
          sections={
            total === 0
              ? [{ value: 100, color: 'gray.2' }]
              : ACTIVITY_STATUSES.filter((status) => counts[status] > 0).map((status) => ({
                  value: (counts[status] / total) * 100,
                  color: STATUS_LOOK[status].fill,
                  tooltip: `${t(`activities:status.${status}`)}: ${counts[status]}`,
                }))
          }
          label={
            <Stack gap={0} align="center">
              <Text fw={700} fz={26} lh={1}>
                {total}
              </Text>
              <Text size="xs" c="dimmed">
                {t('charts.status.total')}
              </Text>
            </Stack>
          }
        />
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {ACTIVITY_STATUSES.map((status) => (
            <Group key={status} component="li" gap={8} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 3,
                  background: fillVar(STATUS_LOOK[status].fill),
                }}
              />
              <Text size="sm">{t(`activities:status.${status}`)}</Text>
              <Text size="sm" fw={700} ml="auto" pl="md">
                {counts[status]}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}
