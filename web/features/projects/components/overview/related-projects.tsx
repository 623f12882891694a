import { Badge, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../../common/format';
import { useRelatedProjects } from '../../api/use-project';
import { ProjectAvatar } from '../project-avatar';
import classes from './overview.module.css';

/** Up to six other projects of the same type. */
export function RelatedProjects({ projectId, type }: { projectId: string; type: string }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const related = useRelatedProjects(projectId, type);
  const projects = related.data?.result ?? [];
  if (related.isSuccess && projects.length === 0) return null;
  return (
    <section aria-labelledby="related-projects-title">
      <Title order={3} size="h4" mb="md" id="related-projects-title">
        {t('overview.related', { type })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {related.isPending
          ? [0, 1, 2].map((index) => <Skeleton key={index} height={84} radius="lg" />)
          : projects.map((project) => (
              <Card
                key={project._id}
                component={Link}
                to={`/projekt/${project._id}`}
                p="md"
                className={classes.related}
              >
                <Group gap="sm" wrap="nowrap">
                  <ProjectAvatar name={project.name} size={40} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} lineClamp={1}>
                      {project.name}
                    </Text>
                    <Group gap={6} mt={2}>
                      {project.sector ? (
                        <Badge size="xs" variant="light" color="gray" style={{ textTransform: 'none' }}>
                          {project.sector}
                        </Badge>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {formatDate(project.startDate)}
                      </Text>
                    </Group>
                  </div>
                </Group>
              </Card>
            ))}
      </SimpleGrid>
    </section>
  );
}
