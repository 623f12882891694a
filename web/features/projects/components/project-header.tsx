import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { ProgressRing } from '../../../components/progress-ring';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { IconArchive, IconCalendar, IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../../../lib/dates';
import { organizationOf, type ProjectDetail } from '../../../entities/project/types';
import { BookmarkButton } from './bookmark-button';
import { ProjectAvatar } from './project-avatar';
import { VisibilityBadge } from './visibility-badge';

/** Logo, name, category badges, visibility, archive state, completion and the bookmark star. */
export function ProjectHeader({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const longDate = useLongDate();
  const organization = organizationOf(project).name;
  return (
    <Group p={{ base: 'md', sm: 'xl' }} gap="lg" wrap="nowrap" align="flex-start" justify="space-between">
      <Group gap="lg" wrap="nowrap" align="flex-start" miw={0}>
        <Box visibleFrom="sm">
          <ProjectAvatar name={project.name} logo={project.logo} size={72} radius="lg" />
        </Box>
        <Stack gap={8} miw={0}>
          <Title order={2} size="h3" lh={1.25}>
            {project.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
              {project.type}
            </Badge>
            {project.sector ? (
              <Badge variant="light" size="lg" color="gray" style={{ textTransform: 'none' }}>
                {project.sector}
              </Badge>
            ) : null}
            <VisibilityBadge visibility={project.visibility} size="lg" />
            {project.archived ? (
              <Badge
                variant="filled"
                size="lg"
                color="orange"
                leftSection={<IconArchive size={12} aria-hidden />}
                style={{ textTransform: 'none' }}
              >
                {t('archived')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="md">
            {organization ? (
              <Group gap={4} c="dimmed">
                <IconBuilding size={14} aria-hidden />
                <Text size="sm">{organization}</Text>
              </Group>
            ) : null}
            <Group gap={4} c="dimmed">
              <IconCalendar size={14} aria-hidden />
              <Text size="sm">{t('header.started', { date: longDate(project.startDate) })}</Text>
            </Group>
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" align="center">
        <DeferredTooltip label={t('header.completedHint')} withArrow>
          <ProgressRing
            size={64}
            thickness={6}
            value={project.completed}
            color={project.completed === 100 ? 'green.6' : 'brand'}
            label={
              <Text ta="center" size="xs" fw={700}>
                {`${project.completed} %`}
              </Text>
            }
            role="img"
            aria-label={t('completedOf', { name: project.name })}
            visibleFrom="xs"
          />
        </DeferredTooltip>
        <BookmarkButton projectId={project._id} projectName={project.name} bookmarked={project.bookmarked} size="lg" />
      </Group>
    </Group>
  );
}
