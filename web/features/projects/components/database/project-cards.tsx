import { Anchor, Badge, Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../../common/format';
import { CardList } from '../../../../components/list-screen';
import { HighlightedText, highlightOf } from '../../../../components/search-highlights';
import { organizationOf, type ProjectRow } from '../../../../entities/project/types';
import { BookmarkButton } from '../bookmark-button';
import { ProjectAvatar } from '../project-avatar';
import { VisibilityBadge } from '../visibility-badge';
import classes from './database.module.css';

interface ProjectCardsProps {
  rows: ProjectRow[] | undefined;
  /** Without `onSelect` the cards cannot be chosen (no bulk action there). */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: string[], selected: boolean) => void;
  showOrganization: boolean;
  stale: boolean;
  skeletons: number;
}

/** The project database on a phone: a card per project, nothing to scroll sideways for. */
export function ProjectCards({
  rows,
  selected = NONE,
  onSelect,
  showOrganization,
  stale,
  skeletons,
}: ProjectCardsProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <CardList
      items={rows}
      keyOf={(project) => project._id}
      label={t('projectPages:database.title')}
      skeletons={skeletons}
      stale={stale}
      selected={(project) => selected.has(project._id)}
    >
      {(project) => (
        <ProjectCard
          project={project}
          selected={selected.has(project._id)}
          onSelect={onSelect ? (value) => onSelect([project._id], value) : undefined}
          showOrganization={showOrganization}
        />
      )}
    </CardList>
  );
}

const NONE: ReadonlySet<string> = new Set();

interface ProjectCardProps {
  project: ProjectRow;
  selected: boolean;
  onSelect?: (selected: boolean) => void;
  showOrganization: boolean;
}

function ProjectCard({ project, selected, onSelect, showOrganization }: ProjectCardProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const nameHit = highlightOf(project.highlights, 'name');
  const descriptionHit = highlightOf(project.highlights, 'description');
  const facts = [project.type, project.sector, showOrganization ? organizationOf(project).name : null];
  return (
    <article aria-label={project.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ProjectAvatar name={project.name} size={40} />
        <Stack gap={4} miw={0} flex={1}>
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={`/projekt/${project._id}`} className={classes.nameLink} lineClamp={2}>
              {nameHit ? <HighlightedText text={nameHit.text} /> : project.name}
            </Anchor>
            {project.archived ? (
              <Badge size="xs" color="gray" variant="light">
                {t('archived')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {facts.filter(Boolean).join(' · ')}
          </Text>
          {descriptionHit ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              <HighlightedText text={descriptionHit.text} />
            </Text>
          ) : null}
          <Group gap={8} wrap="wrap">
            <VisibilityBadge visibility={project.visibility} size="sm" />
            <Text size="xs" c="dimmed">
              {`${t('fields.startDate')} ${formatDate(project.startDate)}`}
            </Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <Progress
              value={project.completed}
              size="sm"
              flex={1}
              color={project.completed === 100 ? 'green.6' : 'brand'}
              aria-label={t('completedOf', { name: project.name })}
            />
            <Text size="xs" c="dimmed" w={34} ta="right">{`${project.completed} %`}</Text>
          </Group>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap" mt={6}>
        {onSelect && project.abilities.delete ? (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={t('database.select', { name: project.name })}
            mx={6}
          />
        ) : null}
        <BookmarkButton projectId={project._id} projectName={project.name} bookmarked={project.bookmarked} />
      </Group>
    </article>
  );
}
