import { Card, Group, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import type { ReviewListView } from '../../../entities/review/use-reviews';
import { ReviewList } from './review-list';

const VIEWS = ['waiting', 'created', 'closed'] as const;

/** /granskningar: what waits for me, what I started, and closed reviews; the tab is kept in the address. */
export function ReviewsOverview() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('visa');
  const view: ReviewListView = (VIEWS as readonly string[]).includes(asked ?? '')
    ? (asked as ReviewListView)
    : 'waiting';
  return (
    <Card p={0}>
      {/* The header names the page (its h1); the card says what the page is for. */}
      <Text size="sm" c="dimmed" p="lg" pb="xs">
        {t('page.intro')}
      </Text>
      <Tabs
        value={view}
        onChange={(value) => setParams(value && value !== 'waiting' ? { visa: value } : {}, { replace: true })}
      >
        <Tabs.List px="lg">
          {VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VIEWS.map((v) => (
          <Tabs.Panel key={v} value={v}>
            {v === view ? <ReviewList view={v} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

/** The project's "Granskning" tab: its reviews, open ones first. */
export function ProjectReviews({ projectId }: { projectId: string }) {
  const { t } = useTranslation('reviews');
  return (
    <Card p={0}>
      <Group p="lg" pb={0}>
        <div>
          <Title order={2} size="h3">
            {t('project.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('project.intro')}
          </Text>
        </div>
      </Group>
      <ReviewList view="project" project={projectId} />
    </Card>
  );
}
