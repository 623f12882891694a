import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Dashboard } from '../../../../common/api/dashboard';
import { ActivityStatusChart } from './activity-status-chart';
import { BudgetTotals } from './budget-totals';
import { UpcomingDeadlines } from './upcoming-deadlines';

interface DashboardChartsProps {
  dashboard: Dashboard | undefined;
  /** Limited functionality has no budget figures (the server sends none). */
  showBudget: boolean;
}

/** At a glance: activities by status, upcoming deadlines and budget totals. Loaded lazily by the dashboard. */
export function DashboardCharts({ dashboard, showBudget }: DashboardChartsProps) {
  const cols = { base: 1, md: showBudget ? 3 : 2 };
  if (!dashboard) {
    return (
      <SimpleGrid cols={cols} spacing="xl">
        {Array.from({ length: showBudget ? 3 : 2 }, (_, index) => (
          <Skeleton key={index} height={260} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="xl">
      <ActivityStatusChart counts={dashboard.activitiesByStatus} />
      <UpcomingDeadlines activities={dashboard.upcoming} />
      {showBudget && dashboard.budget ? (
        <BudgetTotals budget={dashboard.budget} ongoingProjects={dashboard.ongoingProjects} />
      ) : null}
    </SimpleGrid>
  );
}

export default DashboardCharts;
