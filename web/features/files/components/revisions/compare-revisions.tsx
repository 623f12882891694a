import { Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewKindOf, type AnyFile } from '../../../../entities/file/types';
import type { FileAction } from '../browser/row-actions';
import { FileViewer } from '../file-preview';
import classes from '../preview/preview.module.css';
import { useViewerKeys } from '../preview/use-viewer-keys';
import { useViewSync } from '../preview/view-sync';
import { ViewerLoading } from '../preview/viewer-loading';
import { ViewerToolbar } from '../preview/viewer-toolbar';

// pdf.js comes with the overlay only when it is asked for (the side-by-side viewers load it their own way).
const OverlayCompare = lazy(() => import('./overlay-compare').then((m) => ({ default: m.OverlayCompare })));

type Pair = { older: AnyFile; newer: AnyFile; name: string };

interface CompareRevisionsProps {
  /** The file at the two revisions, the older first. */
  pair: Pair | null;
  onClose: () => void;
  onDownload: (action: FileAction, file: AnyFile) => void;
}

/**
 * Two revisions side by side (stacked on a phone), turning pages, zooming and panning together; or, for two
 * PDFs, on top of each other in two colours with the unchanged in grey.
 */
export function CompareRevisions({ pair, onClose, onDownload }: CompareRevisionsProps) {
  const { t } = useTranslation('files');
  return (
    <Modal
      opened={pair !== null}
      onClose={onClose}
      fullScreen
      title={
        pair ? (
          <Text fw={600} truncate maw="80vw">
            {t('fileDialogs:revision.compareTitle', {
              a: pair.older.revision,
              b: pair.newer.revision,
              name: pair.name,
            })}
          </Text>
        ) : null
      }
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {pair ? <Comparison key={`${pair.older.url}|${pair.newer.url}`} pair={pair} onDownload={onDownload} /> : null}
    </Modal>
  );
}

function Comparison({ pair, onDownload }: { pair: Pair; onDownload: CompareRevisionsProps['onDownload'] }) {
  const { t } = useTranslation('files');
  const phone = useMediaQuery('(max-width: 48em)');
  const [mode, setMode] = useState<'side' | 'overlay'>('side');
  const sync = useViewSync(2);
  const { go, page, pages } = sync;
  const pdfs = previewKindOf(pair.older) === 'pdf' && previewKindOf(pair.newer) === 'pdf';
  useViewerKeys({
    enabled: pdfs,
    onPrevious: useCallback(() => go(page - 1), [go, page]),
    onNext: useCallback(() => go(page + 1), [go, page]),
    onFirst: useCallback(() => go(1), [go]),
    onLast: useCallback(() => go(pages), [go, pages]),
  });
  const reportPages = sync.syncs[0]?.reportPages;
  const onOverlayPages = useCallback((count: number) => reportPages?.(count), [reportPages]);
  const files = [pair.older, pair.newer];
  if (!pdfs)
    return (
      <SimpleGrid cols={phone ? 1 : 2} spacing="md">
        {files.map((file) => (
          <Stack key={file.url} gap={4} className={classes.body}>
            <Text size="sm" fw={600}>
              {t('revision.short', { code: file.revision })}
            </Text>
            <FileViewer file={file} onDownload={onDownload} />
          </Stack>
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="sm" className={classes.body}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ViewerToolbar page={page} pages={pages || undefined} onPage={go} zoom={sync.zoom} onZoom={sync.setZoom} />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'overlay' ? 'overlay' : 'side')}
          aria-label={t('fileDialogs:revision.compareMode')}
          data={[
            { value: 'side', label: t('fileDialogs:revision.compareSideBySide') },
            { value: 'overlay', label: t('fileDialogs:revision.compareOverlay') },
          ]}
        />
      </Group>
      {mode === 'overlay' ? (
        <Suspense fallback={<ViewerLoading />}>
          <OverlayCompare
            older={{ url: pair.older.url ?? '', code: pair.older.revision ?? '' }}
            newer={{ url: pair.newer.url ?? '', code: pair.newer.revision ?? '' }}
            page={page}
            zoom={sync.zoom}
            onPages={onOverlayPages}
          />
        </Suspense>
      ) : (
        <SimpleGrid cols={phone ? 1 : 2} spacing="md" style={{ flex: 1, minHeight: 0, gridAutoRows: 'minmax(0, 1fr)' }}>
          {files.map((file, index) => (
            <Stack key={file.url} gap={4} style={{ minHeight: 0 }} data-testid="compare-side">
              <Text size="sm" fw={600}>
                {t('revision.short', { code: file.revision })}
              </Text>
              <FileViewer file={file} onDownload={onDownload} sync={sync.syncs[index]} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
