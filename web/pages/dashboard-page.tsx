import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser } from '../features/auth/api/use-current-user';
import { LatestProjectsCard } from '../features/dashboard/components/latest-projects-card';
import { OrganizationStatusCard } from '../features/dashboard/components/organization-status-card';
import { QuickLinks } from '../features/dashboard/components/quick-links';
import { WelcomeHeader } from '../features/dashboard/components/welcome-header';
import { usePageTitle } from '../lib/page-title';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useCurrentUser();
  usePageTitle(t('title'));
  if (!user) return <PageLoader />;
  return (
    <Stack gap="xl">
      <WelcomeHeader user={user} />
      <QuickLinks />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* The user's projects arrive with the projects feature; until then the list is empty. */}
          <LatestProjectsCard projects={[]} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrganizationStatusCard user={user} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
