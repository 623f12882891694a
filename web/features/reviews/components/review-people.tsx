import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../common/format';
import { personName, type Review } from '../../../entities/review/use-reviews';

const initialsOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

/** Who takes part: each reviewer with their part done or not (and their comment), then the approver. */
export function ReviewPeople({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const allDone = review.reviewers.every((r) => r.completedAt);
  const decided = review.files.filter((f) => f.decision).length;
  return (
    <Card p="lg">
      <Title order={3} size="h4" mb="sm">
        {t('detail.people')}
      </Title>
      <Stack gap="md">
        {review.reviewers.map((r) => (
          <Group key={r.user._id} align="flex-start" wrap="nowrap" gap="sm">
            <Avatar color="blue" radius="xl" size="md" aria-hidden>
              {initialsOf(r.user)}
            </Avatar>
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Group gap="xs" justify="space-between">
                <Text fw={600}>{personName(r.user)}</Text>
                {r.completedAt ? (
                  <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                    {t('detail.completedOn', { date: formatDate(r.completedAt) })}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" leftSection={<IconClock size={12} aria-hidden />}>
                    {t('detail.waiting')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('detail.reviewer')}
              </Text>
              {r.comment ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {r.comment}
                </Text>
              ) : null}
            </Stack>
          </Group>
        ))}
        {review.approver ? (
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Avatar color="grape" radius="xl" size="md" aria-hidden>
              {initialsOf(review.approver)}
            </Avatar>
            <Stack gap={2} style={{ flex: 1 }}>
              <Group gap="xs" justify="space-between">
                <Text fw={600}>{personName(review.approver)}</Text>
                <Badge color={review.closedAt ? 'green' : allDone ? 'blue' : 'gray'} variant="light">
                  {review.status === 'cancelled'
                    ? t('status.cancelled')
                    : review.closedAt
                      ? t('detail.decidedOn', { date: formatDate(review.closedAt) })
                      : allDone
                        ? t('detail.decidedCount', { count: decided, total: review.files.length })
                        : t('detail.waitingForReviewers')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('detail.approver')}
              </Text>
            </Stack>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
