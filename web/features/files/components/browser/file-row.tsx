import { Anchor, Badge, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytes, formatDate } from '../../../../../common/format';
import {
  formatLabel,
  isDrawing,
  organizationNameOf,
  projectOf,
  typeOf,
  type AnyFile,
} from '../../../../entities/file/types';
import { HighlightedText, highlightOf, SearchHits } from '../../../../components/search-highlights';
import { dataTableClasses } from '../../../../components/data-table';
import classes from './browser.module.css';
import { BookmarkStar } from './bookmark-star';
import { RowThumbnail } from './row-thumbnail';
import { RowActions, type FileAction } from './row-actions';
import { marksRow, ReviewDecisionMarker } from '../status/review-decision';
import { StatusBadge } from '../status/status-badge';
import type { FileStatus } from '../../../../../common/api/files';

interface FileRowProps {
  file: AnyFile;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: FileAction, file: AnyFile, page?: number) => void;
  onStatus: (file: AnyFile, status: FileStatus) => void;
  showProject: boolean;
  showOrganization: boolean;
}

/** Format and size, or the badge of a register entry still waiting for its file. */
function FileFacts({ file }: { file: AnyFile }) {
  const { t } = useTranslation('files');
  if (!file.url)
    return (
      <Badge color="orange" variant="light" size="sm" radius="sm">
        {t('list.missingFile')}
      </Badge>
    );
  const facts = [formatLabel(file.contentType), file.size === null ? null : formatBytes(file.size)];
  return (
    <Text size="xs" c="dimmed" truncate>
      {facts.filter(Boolean).join(' · ')}
      {isDrawing(file) && file.info ? ` · ${file.info}` : ''}
    </Text>
  );
}

export function FileRow(props: FileRowProps) {
  const { file, selected, onSelect, onAction, onStatus, showProject, showOrganization } = props;
  const { t } = useTranslation('files');
  const project = projectOf(file);
  const nameHit = highlightOf(file.highlights, 'name');
  const name = nameHit ? <HighlightedText text={nameHit.text} /> : file.name;
  const organization = showOrganization ? organizationNameOf(file) : null;
  const below = isDrawing(file) ? organization : [file.projectType, organization].filter(Boolean).join(' · ');
  return (
    <Table.Tr className={dataTableClasses.row} data-selected={selected || undefined}>
      <Table.Td>
        {file.abilities.delete ? (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={t('list.select', { name: file.name })}
          />
        ) : null}
      </Table.Td>
      <Table.Td px={0}>
        <BookmarkStar fileId={file._id} fileName={file.name} bookmarked={file.bookmarked} />
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <RowThumbnail file={file} size={40} />
          <Stack gap={2} miw={0}>
            {file.url ? (
              <UnstyledButton
                className={classes.nameButton}
                onClick={() => onAction('preview', file)}
                title={file.name}
              >
                {name}
              </UnstyledButton>
            ) : (
              <Text size="sm" fw={600} truncate title={file.name}>
                {name}
              </Text>
            )}
            <FileFacts file={file} />
            <SearchHits highlights={file.highlights} onOpenPage={(page) => onAction('preview', file, page)} />
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        {/* A long document type is cut to the column; the whole of it shows on hover. */}
        <Text size="sm" truncate title={typeOf(file) || undefined}>
          {typeOf(file) || '–'}
        </Text>
        {isDrawing(file) && (file.drawingNumber || file.scale) ? (
          <Text size="xs" c="dimmed" truncate>
            {[file.drawingNumber, file.scale].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Group gap={6} wrap="nowrap">
            <StatusBadge status={file.status} />
            {marksRow(file.reviewDecision) ? (
              <ReviewDecisionMarker decision={file.reviewDecision} revision={file.revision} />
            ) : null}
          </Group>
          {file.revision ? (
            file.revisionCount > 1 ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                c="dimmed"
                onClick={() => onAction('history', file)}
                aria-label={`${t('revision.short', { code: file.revision })}, ${t('revision.count', { count: file.revisionCount })}`}
              >
                {t('revision.short', { code: file.revision })}
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {t('revision.short', { code: file.revision })}
              </Text>
            )
          ) : null}
        </Stack>
      </Table.Td>
      {showProject ? (
        <Table.Td>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/projekt/${project.id}`} size="sm" className={classes.projectLink} truncate>
              {project.name ?? t('list.unknownProject')}
            </Anchor>
            {below ? (
              <Text size="xs" c="dimmed" truncate>
                {below}
              </Text>
            ) : null}
          </Stack>
        </Table.Td>
      ) : null}
      {isDrawing(file) ? null : (
        <Table.Td>
          <Text size="sm">{file.year ?? '–'}</Text>
        </Table.Td>
      )}
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDate(file.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td className={dataTableClasses.pinnedEnd}>
        <RowActions file={file} onAction={onAction} onStatus={onStatus} />
      </Table.Td>
    </Table.Tr>
  );
}
