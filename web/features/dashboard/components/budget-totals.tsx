import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSek } from '../../../../common/format';
import type { Dashboard } from '../../../../common/api/dashboard';
import classes from './dashboard.module.css';

interface BudgetTotalsProps {
  budget: NonNullable<Dashboard['budget']>;
  ongoingProjects: number;
}

/** The summed budgets of the user's ongoing projects, and the largest ones as bars (summed by the server). */
export function BudgetTotals({ budget, ongoingProjects }: BudgetTotalsProps) {
  const { t } = useTranslation('dashboard');
  const { total, budgetedProjects } = budget;
  const largest = budget.largest[0]?.budget ?? 0;
  return (
    <Card p="lg" h="100%">
      <Title order={2} size="h4">
        {t('charts.budget.title')}
      </Title>
      <Text fz={28} fw={700} mt="xs" lh={1.2}>
        {formatSek(total)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('charts.budget.projects', { count: budgetedProjects, all: ongoingProjects })}
      </Text>
      <Stack gap="sm">
        {budget.largest.map((project) => (
          <Link key={project._id} to={`/projekt/${project._id}/budget`} className={classes.budgetRow}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text size="sm" lineClamp={1}>
                {project.name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatSek(project.budget)}
              </Text>
            </Group>
            <Progress
              value={largest ? (project.budget / largest) * 100 : 0}
              size="sm"
              color="teal"
              aria-label={project.name}
            />
          </Link>
        ))}
      </Stack>
    </Card>
  );
}
