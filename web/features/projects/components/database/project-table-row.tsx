import { Anchor, Badge, Checkbox, Group, Progress, Text } from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../../common/format';
import { organizationOf, type ProjectRow } from '../../../../entities/project/types';
import { BookmarkButton } from '../bookmark-button';
import { ProjectAvatar } from '../project-avatar';
import { VisibilityBadge } from '../visibility-badge';
import { HighlightedText, highlightOf } from '../../../../components/search-highlights';
import { dataTableClasses } from '../../../../components/data-table';
import classes from './database.module.css';

interface ProjectTableRowProps {
  project: ProjectRow;
  selected: boolean;
  /** Absent where rows cannot be chosen: no checkbox cell then. */
  onSelect?: (selected: boolean) => void;
  showOrganization: boolean;
}

/** Clicks on the row open the project, except clicks on its own controls. */
function fromControl(target: EventTarget): boolean {
  return target instanceof Element && Boolean(target.closest('a, button, input, label'));
}

export function ProjectTableRow({ project, selected, onSelect, showOrganization }: ProjectTableRowProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const href = `/projekt/${project._id}`;
  const nameHit = highlightOf(project.highlights, 'name');
  const descriptionHit = highlightOf(project.highlights, 'description');
  return (
    <Table.Tr
      className={`${dataTableClasses.row} ${classes.clickable}`}
      data-selected={selected || undefined}
      onClick={(event) => {
        if (!fromControl(event.target)) void navigate(href);
      }}
    >
      {onSelect ? (
        <Table.Td w={40}>
          {project.abilities.delete ? (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('database.select', { name: project.name })}
            />
          ) : null}
        </Table.Td>
      ) : null}
      <Table.Td w={44} px={0}>
        <BookmarkButton projectId={project._id} projectName={project.name} bookmarked={project.bookmarked} />
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <ProjectAvatar name={project.name} size={36} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Anchor component={Link} to={href} className={classes.nameLink} lineClamp={1}>
                {nameHit ? <HighlightedText text={nameHit.text} /> : project.name}
              </Anchor>
              {project.archived ? (
                <Badge size="xs" color="gray" variant="light">
                  {t('archived')}
                </Badge>
              ) : null}
            </Group>
            {descriptionHit ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                <HighlightedText text={descriptionHit.text} />
              </Text>
            ) : (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {[showOrganization ? organizationOf(project).name : null, project.description]
                  .filter(Boolean)
                  .join(' · ') || '\u00a0'}
              </Text>
            )}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={1}>
          {project.type}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {project.sector || '\u00a0'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(project.startDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <VisibilityBadge visibility={project.visibility} />
      </Table.Td>
      <Table.Td>
        <Group gap={8} wrap="nowrap">
          <Progress
            value={project.completed}
            size="sm"
            flex={1}
            miw={40}
            color={project.completed === 100 ? 'green.6' : 'brand'}
            aria-label={t('completedOf', { name: project.name })}
          />
          <Text size="xs" c="dimmed" w={34} ta="right">{`${project.completed} %`}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(project.createdAt)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
