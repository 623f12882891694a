import { Anchor, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FileStatus } from '../../../../../common/api/files';
import { CardList } from '../../../../components/list-screen';
import { HighlightedText, highlightOf, SearchHits } from '../../../../components/search-highlights';
import { isDrawing, projectOf, typeOf, type AnyFile } from '../../../../entities/file/types';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import { marksRow, ReviewDecisionLine } from '../status/review-decision';
import { StatusBadge } from '../status/status-badge';
import { BookmarkStar } from './bookmark-star';
import { RowActions, type FileAction } from './row-actions';
import { RowThumbnail } from './row-thumbnail';
import type { FileViewProps } from './file-table';
import classes from './browser.module.css';

interface FileCardsProps extends FileViewProps {
  kind: FileKind;
  stale: boolean;
  skeletons: number;
}

/**
 * The list on a phone: one card per file with its first page, name, type, revision, status, where a search
 * found it, and its actions (download and the menu) always in reach. No sideways scrolling.
 */
export function FileCards({
  kind,
  rows,
  selected,
  onSelect,
  onAction,
  onStatus,
  showProject,
  ...rest
}: FileCardsProps) {
  const { t } = useTranslation(['files', 'drawings']);
  return (
    <CardList
      items={rows}
      keyOf={(file) => file._id}
      label={t(`${KINDS[kind].ns}:title`)}
      skeletons={rest.skeletons}
      stale={rest.stale}
      selected={(file) => selected.has(file._id)}
    >
      {(file) => (
        <FileCard
          file={file}
          selected={selected.has(file._id)}
          onSelect={(value) => onSelect([file._id], value)}
          onAction={onAction}
          onStatus={onStatus}
          showProject={showProject}
        />
      )}
    </CardList>
  );
}

interface FileCardProps {
  file: AnyFile;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: FileAction, file: AnyFile, page?: number) => void;
  onStatus: (file: AnyFile, status: FileStatus) => void;
  showProject: boolean;
}

function FileCard({ file, selected, onSelect, onAction, onStatus, showProject }: FileCardProps) {
  const { t } = useTranslation('files');
  const nameHit = highlightOf(file.highlights, 'name');
  const name = nameHit ? <HighlightedText text={nameHit.text} /> : file.name;
  const project = projectOf(file);
  const type = [typeOf(file), isDrawing(file) ? file.drawingNumber : null].filter(Boolean).join(' · ');
  return (
    <article aria-label={file.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <RowThumbnail file={file} size={56} />
        <Stack gap={4} miw={0} flex={1}>
          {file.url ? (
            <UnstyledButton className={classes.cardName} onClick={() => onAction('preview', file)}>
              {name}
            </UnstyledButton>
          ) : (
            <Text size="sm" fw={600} lineClamp={2}>
              {name}
            </Text>
          )}
          {type ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {type}
            </Text>
          ) : null}
          <Group gap={8} wrap="wrap">
            <StatusBadge status={file.status} />
            {file.revision ? (
              <Text size="xs" c="dimmed">
                {t('revision.short', { code: file.revision })}
              </Text>
            ) : null}
            {!file.url ? (
              <Text size="xs" c="orange.9" fw={600}>
                {t('list.missingFile')}
              </Text>
            ) : null}
          </Group>
          {marksRow(file.reviewDecision) ? (
            <ReviewDecisionLine decision={file.reviewDecision} revision={file.revision} />
          ) : null}
          {showProject ? (
            <Anchor component={Link} to={`/projekt/${project.id}`} size="xs" className={classes.projectLink} truncate>
              {project.name ?? t('list.unknownProject')}
            </Anchor>
          ) : null}
          <SearchHits highlights={file.highlights} onOpenPage={(page) => onAction('preview', file, page)} />
        </Stack>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" mt={6}>
        <Group gap={4} wrap="nowrap">
          {file.abilities.delete ? (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('list.select', { name: file.name })}
              mx={6}
            />
          ) : null}
          <BookmarkStar fileId={file._id} fileName={file.name} bookmarked={file.bookmarked} />
        </Group>
        <RowActions file={file} onAction={onAction} onStatus={onStatus} />
      </Group>
    </article>
  );
}
