import { ActionIcon, Badge, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { downloadFile, type AnyFile, type MarkupTarget } from '../../../entities/file';
import { notify } from '../../../lib/notify';
import type { ReviewFile } from '../../../entities/review/use-reviews';
import { DecisionBadge } from './review-badges';
import classes from './reviews.module.css';

/** The files feature's viewer, handed in by the page (web/pages/review-page.tsx): a feature never imports another. */
export type FileViewerPart = ComponentType<{ file: AnyFile; onDownload: () => void; markups?: MarkupTarget }>;

interface ReviewViewerProps {
  files: ReviewFile[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The open review: markups drawn in the viewer are made in it. */
  reviewId?: string;
  FileViewer: FileViewerPart;
}

/** The viewer as the file list has it, for the revision under review, with the previous and next file a key away. */
export function ReviewViewer({ files, index, onIndex, onClose, reviewId, FileViewer }: ReviewViewerProps) {
  const { t } = useTranslation(['reviews', 'common']);
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const file = files[index];
  const previous = index > 0 ? () => onIndex(index - 1) : undefined;
  const next = index < files.length - 1 ? () => onIndex(index + 1) : undefined;
  useHotkeys([
    ['alt+ArrowLeft', () => previous?.()],
    ['alt+ArrowRight', () => next?.()],
  ]);
  if (!file) return null;
  // The viewer reads a file's name, content type and address; the review names the revision under review.
  const viewed = {
    _id: file.id,
    name: file.name,
    url: file.url,
    contentType: file.contentType,
  } as AnyFile;
  // The revision under review carries the markups made on it, in this review and before.
  const markups: MarkupTarget | undefined =
    file.url && file.revisionId
      ? {
          kind: file.kind === 'drawingfile' ? 'drawing' : 'constructionfile',
          fileId: file.id,
          revisionId: file.revisionId,
          ...(reviewId ? { review: reviewId } : {}),
        }
      : undefined;
  const download = () =>
    downloadFile(file.kind === 'drawingfile' ? 'drawing' : 'constructionfile', file.id, file.url ?? undefined).catch(
      () => notify(t, { color: 'red', message: t('viewer.downloadFailed') }),
    );
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={Boolean(fullScreen)}
      size="min(1200px, 100%)"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={
        <Group gap="xs" wrap="nowrap" maw="70vw">
          <Tooltip label={t('viewer.previous')}>
            <ActionIcon variant="subtle" onClick={previous} disabled={!previous} aria-label={t('viewer.previous')}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('viewer.position', { index: index + 1, count: files.length })}
          </Text>
          <Tooltip label={t('viewer.next')}>
            <ActionIcon variant="subtle" onClick={next} disabled={!next} aria-label={t('viewer.next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text fw={600} truncate title={file.name}>
            {file.name}
          </Text>
          {file.revision ? <Badge variant="light">{t('revision', { revision: file.revision })}</Badge> : null}
          <DecisionBadge decision={file.decision} />
        </Group>
      }
    >
      <div className={classes.viewer}>
        <FileViewer key={file.url ?? file.id} file={viewed} onDownload={() => void download()} markups={markups} />
      </div>
    </Modal>
  );
}
