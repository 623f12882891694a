import { Anchor, Card, Center, Group, Loader, Pagination, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../common/format';
import { LoadErrorState } from '../../../components/data-table';
import { translateError } from '../../../lib/error-message';
import { personName, useReviewList, type Review, type ReviewListView } from '../../../entities/review/use-reviews';
import { isOverdue, ReviewStatusBadge } from './review-badges';
import classes from './reviews.module.css';

const PAGE_SIZE = 20;

/** A page of reviews as cards: name, project, status, due date, how far it has come. */
export function ReviewList({ view, project }: { view: ReviewListView; project?: string }) {
  const { t } = useTranslation(['reviews', 'common']);
  const [page, setPage] = useState(1);
  const list = useReviewList({ view, project, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  if (list.isError)
    return (
      <LoadErrorState
        title={t('list.loadFailed')}
        reason={translateError(t, list.error) ?? t('errors:unknownError')}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data)
    return (
      <Center p="xl" aria-busy="true">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  const { result, total } = list.data;
  if (total === 0)
    return (
      <Stack align="center" gap="xs" p="xl">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconChecklist size={26} />
        </ThemeIcon>
        <Text fw={600}>{t(`empty.${view}.title`)}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {t(`empty.${view}.text`)}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="sm" p="md" aria-busy={list.isFetching}>
      {result.map((review) => (
        <ReviewCard key={review._id} review={review} showProject={!project} />
      ))}
      {total > PAGE_SIZE ? (
        <Group justify="center" mt="sm">
          <Pagination
            total={Math.ceil(total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
            getItemProps={(n) => ({ 'aria-label': t('list.page.number', { page: n }) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

function ReviewCard({ review, showProject }: { review: Review; showProject: boolean }) {
  const { t } = useTranslation('reviews');
  const done = review.reviewers.filter((r) => r.completedAt).length;
  const decided = review.files.filter((f) => f.decision).length;
  const overdue = isOverdue(review);
  const stage =
    review.status !== 'open'
      ? t(`status.${review.status}`)
      : done < review.reviewers.length
        ? t('list.reviewed', { done, total: review.reviewers.length })
        : t('list.deciding', { done: decided, total: review.files.length });
  const progress =
    review.status !== 'open'
      ? 100
      : ((done + decided) / Math.max(1, review.reviewers.length + review.files.length)) * 100;
  return (
    <Card withBorder p="md" className={classes.card}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
          <Anchor component={Link} to={`/granskningar/${review._id}`} fw={600} c="dark">
            {review.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[
              showProject ? review.projectName : null,
              t('list.files', { count: review.files.length }),
              review.approver ? t('list.approver', { name: personName(review.approver) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Text
            size="sm"
            c={overdue ? 'red.8' : 'dimmed'}
            fw={overdue ? 600 : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('list.due', { date: formatDate(review.dueDate) })}
          </Text>
          <ReviewStatusBadge status={review.status} />
        </Group>
      </Group>
      <Group gap="sm" mt="sm" wrap="nowrap">
        <Progress value={progress} size="sm" style={{ flex: 1 }} aria-label={stage} />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {stage}
        </Text>
      </Group>
    </Card>
  );
}
