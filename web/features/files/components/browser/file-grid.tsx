import { Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../common/format';
import { projectOf, typeOf, type AnyFile } from '../../../../entities/file/types';
import { HighlightedText, highlightOf, SearchHits } from '../../../../components/search-highlights';
import { StatusBadge } from '../status/status-badge';
import { BookmarkStar } from './bookmark-star';
import { RowActions } from './row-actions';
import { Thumbnail } from './thumbnail';
import type { FileViewProps } from './file-table';
import classes from './browser.module.css';

interface FileGridProps extends FileViewProps {
  skeletonCards: number;
}

const THUMBNAIL_HEIGHT = 180;

/** The list as cards with the first page of each file: drawings are recognised by their look. */
export function FileGrid({ rows, selected, onSelect, onAction, onStatus, showProject, skeletonCards }: FileGridProps) {
  const { t } = useTranslation('files');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" p="lg" aria-busy={!rows}>
      {rows
        ? rows.map((file) => (
            <Card key={file._id} withBorder padding={0} radius="md" className={classes.card} component="article">
              <Card.Section>
                {file.url ? (
                  <UnstyledButton
                    display="block"
                    w="100%"
                    onClick={() => onAction('preview', file)}
                    aria-label={t('actions.preview')}
                    aria-describedby={`grid-name-${file._id}`}
                  >
                    <Thumbnail file={file} height={THUMBNAIL_HEIGHT} />
                  </UnstyledButton>
                ) : (
                  <Thumbnail file={file} height={THUMBNAIL_HEIGHT} />
                )}
              </Card.Section>
              <Stack gap={6} p="sm" flex={1}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  {file.abilities.delete ? (
                    <Checkbox
                      mt={2}
                      checked={selected.has(file._id)}
                      onChange={(event) => onSelect([file._id], event.currentTarget.checked)}
                      aria-label={t('list.select', { name: file.name })}
                    />
                  ) : null}
                  <Text id={`grid-name-${file._id}`} size="sm" fw={600} lineClamp={2} flex={1} title={file.name}>
                    <GridName file={file} />
                  </Text>
                  <BookmarkStar fileId={file._id} fileName={file.name} bookmarked={file.bookmarked} />
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {[
                    typeOf(file),
                    showProject ? projectOf(file).name : null,
                    formatDate(file.revisedAt ?? file.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {/* Where a search found the file, as in the table: a page inside the PDF opens the preview there. */}
                <SearchHits highlights={file.highlights} onOpenPage={(page) => onAction('preview', file, page)} />
                <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
                  <Group gap={6} wrap="nowrap">
                    <StatusBadge status={file.status} />
                    {file.revision ? (
                      <Text size="xs" c="dimmed">
                        {t('revision.short', { code: file.revision })}
                      </Text>
                    ) : null}
                  </Group>
                  <RowActions file={file} onAction={onAction} onStatus={onStatus} />
                </Group>
              </Stack>
            </Card>
          ))
        : Array.from({ length: skeletonCards }, (_, i) => (
            <Skeleton key={i} height={THUMBNAIL_HEIGHT + 110} radius="md" />
          ))}
    </SimpleGrid>
  );
}

/** The name, with the search's words marked when it was found there. */
function GridName({ file }: { file: AnyFile }) {
  const hit = highlightOf(file.highlights, 'name');
  return hit ? <HighlightedText text={hit.text} /> : file.name;
}
