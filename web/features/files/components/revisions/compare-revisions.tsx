import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AnyFile } from '../../api/types';
import type { FileAction } from '../browser/row-actions';
import { FileViewer } from '../file-preview';
import classes from '../preview/preview.module.css';

interface CompareRevisionsProps {
  /** The file at the two revisions, the older first. */
  pair: { older: AnyFile; newer: AnyFile; name: string } | null;
  onClose: () => void;
  onDownload: (action: FileAction, file: AnyFile) => void;
}

/** Two revisions side by side (stacked on a phone); the arrow keys turn both viewers' pages together. */
export function CompareRevisions({ pair, onClose, onDownload }: CompareRevisionsProps) {
  const { t } = useTranslation('files');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={pair !== null}
      onClose={onClose}
      fullScreen
      title={
        pair ? (
          <Text fw={600} truncate maw="80vw">
            {t('revision.compareTitle', { a: pair.older.revision, b: pair.newer.revision, name: pair.name })}
          </Text>
        ) : null
      }
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {pair ? (
        <SimpleGrid cols={phone ? 1 : 2} spacing="md">
          {[pair.older, pair.newer].map((file) => (
            <Stack key={file.url} gap={4} className={classes.body}>
              <Text size="sm" fw={600}>
                {t('revision.short', { code: file.revision })}
              </Text>
              <FileViewer file={file} onDownload={onDownload} />
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
    </Modal>
  );
}
