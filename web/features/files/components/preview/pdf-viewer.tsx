import { useElementSize } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { authHeaders, contentUrl } from '../../api/content';
import classes from './preview.module.css';
import { SearchHitBar } from './search-hit-bar';
import { markedHtml, markTerms } from './search-marks';
import { useSearchHits } from './use-search-hits';
import { useViewerKeys } from './use-viewer-keys';
import { ViewerLoading } from './viewer-loading';
import { ViewerToolbar } from './viewer-toolbar';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * Only the ranges a page needs are fetched (HTTP Range on the content url), so the first page of a large
 * PDF shows without downloading the rest; no eval, which the app's CSP forbids.
 */
const OPTIONS = { disableAutoFetch: true, disableStream: true, isEvalSupported: false };
const PAGE_PADDING = 32;

interface PdfViewerProps {
  /** Where to open: the page a search found its words on. */
  initialPage?: number;
  /** The search that found the file: its words are marked on each page, with the way to the next hit. */
  search?: string;
  url: string;
  name: string;
  onFailed: () => void;
  onDownload?: () => void;
}

/** pdf.js through react-pdf: one page at a time, page navigation, zoom relative to the viewer's width. */
export function PdfViewer({ url, name, initialPage = 1, search, onFailed, onDownload }: PdfViewerProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  // Memoized: a new object would make react-pdf load the document again on every render.
  const file = useMemo(() => ({ url: contentUrl(url), httpHeaders: authHeaders() }), [url]);
  const { ref, width } = useElementSize();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const pages = pdf?.numPages ?? 0;
  const stage = useRef<HTMLDivElement | null>(null);
  const stageRef = useCallback(
    (node: HTMLDivElement | null) => {
      stage.current = node;
      return ref(node);
    },
    [ref],
  );
  const [page, setPage] = useState(initialPage);
  const [zoom, setZoom] = useState(1);
  const go = useCallback(
    (next: number) => setPage((current) => (pages ? Math.min(pages, Math.max(1, next)) : current)),
    [pages],
  );
  const terms = useMemo(() => markTerms(search), [search]);
  const hits = useSearchHits(pdf, terms, page, go);
  const renderText = useCallback(({ str }: { str: string }) => markedHtml(str, terms), [terms]);
  // The first hit of a page is brought into view once the text layer holds its marks.
  const showFirstHit = useCallback(() => {
    stage.current?.querySelector('mark.search-hit')?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, []);
  useViewerKeys({
    onPrevious: useCallback(() => setPage((current) => Math.max(1, current - 1)), []),
    onNext: useCallback(() => setPage((current) => Math.min(pages || 1, current + 1)), [pages]),
    onFirst: useCallback(() => setPage(1), []),
    onLast: useCallback(() => setPage(pages || 1), [pages]),
  });
  const pageWidth = width > 0 ? Math.max(160, (width - PAGE_PADDING) * zoom) : undefined;
  return (
    <>
      <ViewerToolbar
        page={page}
        pages={pages || undefined}
        onPage={go}
        zoom={zoom}
        onZoom={setZoom}
        onDownload={onDownload}
      />
      {search && terms.length > 0 ? <SearchHitBar search={search} hits={hits} /> : null}
      {/* Focusable, so the page can be scrolled with the keyboard when zoomed in. */}
      <div
        ref={stageRef}
        className={classes.stage}
        data-testid="pdf-stage"
        tabIndex={0}
        role="region"
        aria-label={t('preview.stage', { name })}
      >
        <Document
          file={file}
          options={OPTIONS}
          onLoadSuccess={setPdf}
          onLoadError={onFailed}
          onSourceError={onFailed}
          loading={<ViewerLoading />}
          error={<ViewerLoading />}
          className={classes.pageWrap}
        >
          {pageWidth ? (
            <Page
              pageNumber={page}
              width={pageWidth}
              className={classes.page}
              loading={<ViewerLoading />}
              onRenderError={onFailed}
              customTextRenderer={terms.length > 0 ? renderText : undefined}
              onRenderTextLayerSuccess={terms.length > 0 ? showFirstHit : undefined}
            />
          ) : null}
        </Document>
      </div>
    </>
  );
}
