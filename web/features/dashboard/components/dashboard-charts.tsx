import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ActiveProject } from '../api/use-my-projects';
import { ActivityStatusChart } from './activity-status-chart';
import { BudgetTotals } from './budget-totals';
import { UpcomingDeadlines } from './upcoming-deadlines';

interface DashboardChartsProps {
  projects: ActiveProject[] | undefined;
  /** Limited functionality has no budget figures. */
  showBudget: boolean;
}

/** At a glance: activities by status, upcoming deadlines and budget totals. Loaded lazily by the dashboard. */
export function DashboardCharts({ projects, showBudget }: DashboardChartsProps) {
  const cols = { base: 1, md: showBudget ? 3 : 2 };
  if (!projects) {
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
      <ActivityStatusChart projects={projects} />
      <UpcomingDeadlines projects={projects} />
      {showBudget ? <BudgetTotals projects={projects} /> : null}
    </SimpleGrid>
  );
}

export default DashboardCharts;
