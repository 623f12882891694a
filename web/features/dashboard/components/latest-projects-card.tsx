import { Anchor, Badge, Button, Card, EmptyState, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../common/format';
import { DASHBOARD_LATEST_PROJECTS } from '../../../../common/limits';
import classes from './dashboard.module.css';

/** The few project fields the dashboard shows; the full Project contract comes with the projects feature. */
export interface ProjectSummary {
  _id: string;
  name: string;
  type?: string;
  createdAt: string;
  completed?: number;
  archived?: boolean;
}

interface LatestProjectsCardProps {
  projects: ProjectSummary[];
  loading?: boolean;
}

/** "Mina senaste projekt": the user's latest two projects, or a way to find one. */
export function LatestProjectsCard({ projects, loading = false }: LatestProjectsCardProps) {
  const { t } = useTranslation('dashboard');
  const latest = projects.slice(0, DASHBOARD_LATEST_PROJECTS);
  return (
    <Card p="lg" h="100%">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('latestProjects.title')}
        </Title>
        <Anchor component={Link} to="/projektdatabas" size="sm" fw={500}>
          {t('latestProjects.all')}
        </Anchor>
      </Group>
      {loading ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : latest.length === 0 ? (
        <EmptyState
          size="sm"
          variant="light"
          py="lg"
          icon={<IconFolders size={26} aria-hidden />}
          title={t('latestProjects.emptyTitle')}
          description={t('latestProjects.emptyText')}
        >
          <EmptyState.Actions>
            <Button
              component={Link}
              to="/projektdatabas"
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('latestProjects.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {latest.map((project) => (
            <li key={project._id}>
              <Link to={`/projekt/${project._id}`} className={classes.projectRow}>
                <Group justify="space-between" wrap="nowrap" mb={6}>
                  <Text fw={600} lineClamp={1}>
                    {project.name}
                  </Text>
                  {project.archived ? (
                    <Badge color="gray" variant="light">
                      {t('latestProjects.archived')}
                    </Badge>
                  ) : null}
                </Group>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {[project.type, formatDate(project.createdAt)].filter(Boolean).join(' · ')}
                  </Text>
                  {project.completed !== undefined ? (
                    <Group gap={6} wrap="nowrap" w={140}>
                      <Progress
                        value={project.completed}
                        size="sm"
                        flex={1}
                        aria-label={t('latestProjects.completed')}
                      />
                      <Text size="xs" c="dimmed">{`${project.completed} %`}</Text>
                    </Group>
                  ) : null}
                </Group>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
