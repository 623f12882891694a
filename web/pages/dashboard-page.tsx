import { Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Dashboard } from '../../common/api/dashboard';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/page-loader';
import { useAbilities, useCurrentUser } from '../entities/session/use-current-user';
import { useDashboard, useLatestProjects } from '../features/dashboard/api/use-my-projects';
import { LatestProjectsCard } from '../features/dashboard/components/latest-projects-card';
import { OrganizationStatusCard } from '../features/dashboard/components/organization-status-card';
import { QuickLinks } from '../features/dashboard/components/quick-links';
import { WelcomeHeader } from '../features/dashboard/components/welcome-header';
import { usePageTitle } from '../lib/page-title';

// The charts are below the fold and not needed for the first paint.
const DashboardCharts = lazy(() => import('../features/dashboard/components/dashboard-charts'));

/** What the charts show when the figures could not be read: nothing, rather than a skeleton forever. */
const EMPTY: Dashboard = {
  ongoingProjects: 0,
  activitiesByStatus: { todo: 0, ongoing: 0, done: 0 },
  upcoming: [],
  budget: { total: 0, budgetedProjects: 0, largest: [] },
};

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useCurrentUser();
  const { fullFunctionality } = useAbilities();
  usePageTitle(t('title'));
  // Without an organization the project calls answer 403; there is nothing of one's own to show.
  const inOrganization = Boolean(user?.organization);
  const latest = useLatestProjects(user?._id, inOrganization);
  const dashboard = useDashboard(user?._id, inOrganization);
  if (!user) return <PageLoader />;
  const showBudget = fullFunctionality;
  return (
    <Stack gap="xl">
      <WelcomeHeader user={user} />
      <QuickLinks />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <LatestProjectsCard projects={latest.data ?? []} loading={inOrganization && latest.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrganizationStatusCard user={user} />
        </Grid.Col>
      </Grid>
      {inOrganization ? (
        <section aria-label={t('charts.label')}>
          <Suspense fallback={<ChartsFallback count={showBudget ? 3 : 2} />}>
            <DashboardCharts dashboard={dashboard.isError ? EMPTY : dashboard.data} showBudget={showBudget} />
          </Suspense>
        </section>
      ) : null}
    </Stack>
  );
}

function ChartsFallback({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, md: count }} spacing="xl">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={260} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
