import { Anchor, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../common/format';
import { LoadErrorState } from '../../../components/data-table';
import { translateError } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/page-title';
import { personName, useReview } from '../../../entities/review/use-reviews';
import { isOverdue, ReviewStatusBadge } from './review-badges';
import { ReviewActions } from './review-actions';
import { ReviewFiles } from './review-files';
import { ReviewPeople } from './review-people';
import { ReviewViewer, type FileViewerPart } from './review-viewer';

/**
 * One review: what it is, its files (opened in the viewer, decided on by the approver), who has done their part. The
 * page hands in the files feature's viewer.
 */
export function ReviewDetail({ id, FileViewer }: { id: string; FileViewer: FileViewerPart }) {
  const { t } = useTranslation(['reviews', 'common']);
  const review = useReview(id);
  const [open, setOpen] = useState<number | null>(null);
  usePageTitle(review.data?.name ?? t('page.title'));

  if (review.isError)
    return (
      <Card p={0}>
        <LoadErrorState
          title={t('detail.loadFailed')}
          reason={translateError(t, review.error) ?? t('errors:unknownError')}
          onRetry={() => void review.refetch()}
        />
      </Card>
    );
  if (!review.data)
    return (
      <Stack aria-busy="true">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  const r = review.data;
  const overdue = isOverdue(r);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/granskningar" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Card p="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} miw={0}>
              <Group gap="sm" wrap="wrap">
                <Title order={2} size="h2">
                  {r.name}
                </Title>
                <ReviewStatusBadge status={r.status} />
              </Group>
              <Anchor component={Link} to={`/projekt/${r.project}/granskning`} size="sm">
                {r.projectName}
              </Anchor>
            </Stack>
            <ReviewActions review={r} />
          </Group>
          <Group gap="xl" wrap="wrap">
            <Meta label={t('detail.dueDate')}>
              <Text size="sm" fw={600} c={overdue ? 'red.8' : undefined}>
                {formatDate(r.dueDate)}
                {overdue ? ` · ${t('detail.overdue')}` : ''}
              </Text>
            </Meta>
            <Meta label={t('detail.startedBy')}>
              <Text size="sm">
                {r.createdBy ? personName(r.createdBy) : t('detail.unknownPerson')}, {formatDate(r.createdAt)}
              </Text>
            </Meta>
            {r.closedAt ? (
              <Meta label={t('detail.closedAt')}>
                <Text size="sm">{formatDate(r.closedAt)}</Text>
              </Meta>
            ) : null}
          </Group>
          {r.message ? (
            <Meta label={t('detail.message')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {r.message}
              </Text>
            </Meta>
          ) : null}
          {r.abilities.complete ? (
            <Text size="sm" c="dimmed">
              {t('complete.hint')}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ReviewFiles key={`${r._id}:${r.files.map((f) => f.decision ?? '').join(',')}`} review={r} onOpen={setOpen} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ReviewPeople review={r} />
        </Grid.Col>
      </Grid>
      {open !== null ? (
        <ReviewViewer
          files={r.files}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          reviewId={r.status === 'open' ? r._id : undefined}
          FileViewer={FileViewer}
        />
      ) : null}
    </Stack>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
