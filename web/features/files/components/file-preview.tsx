import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkupTarget } from '../../../entities/file/markup-types';
import { formatLabel, previewKindOf, type AnyFile } from '../../../entities/file/types';
import { usePageMarkups } from '../api/use-markups';
import type { FileKind } from '../../../entities/file/kinds';
import type { FileAction } from './browser/row-actions';
import { ImageViewer } from './preview/image-viewer';
import { ReviewDecisionNotice } from './status/review-decision';
import { NoPreview } from './preview/no-preview';
import classes from './preview/preview.module.css';
import { ViewerBoundary } from './preview/viewer-boundary';
import { ViewerLoading } from './preview/viewer-loading';
import { ViewerToolbar } from './preview/viewer-toolbar';
import type { ViewSync } from './preview/view-sync';

// pdf.js is large: it loads when a PDF is first opened, never with the list.
const PdfViewer = lazy(() => import('./preview/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

interface FilePreviewProps {
  kind: FileKind;
  file: AnyFile;
  onClose: () => void;
  onDownload: (action: FileAction, file: AnyFile) => void;
  /** A PDF opens at this page (where a search found its words). */
  page?: number;
  /** The search that found the file: its words are marked in a PDF, with the way to the next hit. */
  search?: string;
  /** A PDF shows its markups and the tools to add more (not for share links, whose readers are nobody). */
  withMarkups?: boolean;
}

/** `…/revisions/{revisionId}/content`: a revision's address names it; the file's own address is its current one. */
export function revisionIdOf(url: string): string | undefined {
  return /\/revisions\/([^/?]+)\/content/.exec(url)?.[1];
}

/** Whose markups a preview of a file (at a revision) shows. */
export function markupTargetOf(kind: FileKind, file: AnyFile, review?: string): MarkupTarget | undefined {
  if (!file.url) return undefined;
  return { kind, fileId: file._id, revisionId: revisionIdOf(file.url), ...(review ? { review } : {}) };
}

/** What a preview shows of a file: PDFs in pdf.js, images as images, anything else (or a failure) as a download. */
export function FileViewer({
  file,
  onDownload,
  page,
  search,
  markups,
  sync,
}: Omit<FilePreviewProps, 'onClose' | 'kind' | 'withMarkups'> & { markups?: MarkupTarget; sync?: ViewSync }) {
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  // The page's markups are asked for while pdf.js (its chunk, the document, the page) is still loading.
  usePageMarkups(previewKindOf(file) === 'pdf' ? markups : undefined, page ?? 1);
  const download = file.url ? () => onDownload('download', file) : undefined;
  const kind = previewKindOf(file);
  const format = formatLabel(file.contentType);
  const fallback = <NoPreview reason="failed" format={format} onDownload={download} />;
  if (!file.url) return <NoPreview reason="missing" format={format} />;
  if (failed) return fallback;
  if (kind === 'pdf')
    return (
      <ViewerBoundary fallback={fallback}>
        <Suspense fallback={<ViewerLoading />}>
          <PdfViewer
            url={file.url}
            name={file.name}
            initialPage={page}
            search={search}
            onFailed={onFailed}
            onDownload={download}
            markups={markups}
            sync={sync}
          />
        </Suspense>
      </ViewerBoundary>
    );
  if (kind === 'image')
    return (
      <>
        <ViewerToolbar onDownload={download} />
        <ImageViewer url={file.url} name={file.name} onFailed={onFailed} />
      </>
    );
  return <NoPreview reason="unsupported" format={format} onDownload={download} />;
}

/** The in-browser preview in a modal (full screen on phones). */
export function FilePreview({ kind, file, onClose, onDownload, page, search, withMarkups }: FilePreviewProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const fullScreen = useMediaQuery('(max-width: 48em)');
  // The viewers fill the screen; the messages in their place need no more room than they take.
  const viewing = Boolean(file.url) && previewKindOf(file) !== 'none';
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={Boolean(fullScreen)}
      size={viewing ? 'min(1200px, 100%)' : 'lg'}
      title={
        <Text fw={600} truncate maw="70vw" title={file.name}>
          {t('preview.title', { name: file.name })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <div className={viewing ? classes.body : undefined}>
        {file.reviewDecision ? <ReviewDecisionNotice decision={file.reviewDecision} revision={file.revision} /> : null}
        <FileViewer
          key={file.url}
          file={file}
          page={page}
          search={search}
          onDownload={onDownload}
          markups={withMarkups ? markupTargetOf(kind, file) : undefined}
        />
      </div>
    </Modal>
  );
}
