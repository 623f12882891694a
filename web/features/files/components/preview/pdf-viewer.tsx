import { useElementSize } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import { Document, Page } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { authHeaders, contentUrl } from '../../../../entities/file/content';
import type { MarkupTarget } from '../../../../entities/file/markup-types';
import { viewOf } from '../markups/page-view';
import { MarkupActions } from '../markups/markup-actions';
import { MarkupWorkspace } from '../markups/markup-workspace';
import { PDF_OPTIONS } from './pdf-worker';
import classes from './preview.module.css';
import { SearchHitBar } from './search-hit-bar';
import { markedHtml, markTerms } from './search-marks';
import { useSearchHits } from './use-search-hits';
import { useViewerKeys } from './use-viewer-keys';
import { ViewerLoading } from './viewer-loading';
import { ViewerToolbar } from './viewer-toolbar';
import type { ViewSync } from './view-sync';

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
  /** The file revision whose markups are drawn over its pages, with the tools to add more. */
  markups?: MarkupTarget;
  /** Page, zoom and scrolling shared with another viewer (compare revisions); its toolbar is then the other's. */
  sync?: ViewSync;
}

/** pdf.js through react-pdf: one page at a time, page navigation, zoom relative to the viewer's width. */
export function PdfViewer(props: PdfViewerProps) {
  const { url, name, initialPage = 1, search, onFailed, onDownload, markups, sync } = props;
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  // Memoized: a new object would make react-pdf load the document again on every render.
  const file = useMemo(() => ({ url: contentUrl(url), httpHeaders: authHeaders() }), [url]);
  const { ref, width } = useElementSize();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const pages = pdf?.numPages ?? 0;
  const stage = useRef<HTMLDivElement | null>(null);
  const register = sync?.register;
  const stageRef = useCallback(
    (node: HTMLDivElement | null) => {
      stage.current = node;
      register?.(node);
      return ref(node);
    },
    [ref, register],
  );
  const [ownPage, setOwnPage] = useState(initialPage);
  const [ownZoom, setOwnZoom] = useState(1);
  const [turns, setTurns] = useState(0);
  const [shown, setShown] = useState<PDFPageProxy | null>(null);
  const [markupsOpen, setMarkupsOpen] = useState(false);
  const page = sync ? Math.min(sync.page, pages || sync.page) : ownPage;
  const zoom = sync?.zoom ?? ownZoom;
  const go = useCallback(
    (next: number) => setOwnPage((current) => (pages ? Math.min(pages, Math.max(1, next)) : current)),
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
    enabled: !sync,
    onPrevious: useCallback(() => setOwnPage((current) => Math.max(1, current - 1)), []),
    onNext: useCallback(() => setOwnPage((current) => Math.min(pages || 1, current + 1)), [pages]),
    onFirst: useCallback(() => setOwnPage(1), []),
    onLast: useCallback(() => setOwnPage(pages || 1), [pages]),
  });
  const reportPages = sync?.reportPages;
  useEffect(() => reportPages?.(pages), [reportPages, pages]);
  const pageWidth = width > 0 ? Math.max(160, (width - PAGE_PADDING) * zoom) : undefined;
  // The page's own rotation plus the quarter turns asked for; react-pdf takes the sum as it is.
  const rotation = shown ? (shown.rotate + turns * 90) % 360 : undefined;
  const view = useMemo(
    () => (shown && pageWidth && rotation !== undefined ? viewOf(shown, pageWidth, rotation) : null),
    [shown, pageWidth, rotation],
  );
  const stageOf = (layer: ReactNode) => (
    // Focusable, so the page can be scrolled with the keyboard when zoomed in.
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
        options={PDF_OPTIONS}
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
            rotate={rotation}
            className={classes.page}
            loading={<ViewerLoading />}
            onLoadSuccess={setShown}
            onRenderError={onFailed}
            customTextRenderer={terms.length > 0 ? renderText : undefined}
            onRenderTextLayerSuccess={terms.length > 0 ? showFirstHit : undefined}
          >
            {shown?.pageNumber === page ? layer : null}
          </Page>
        ) : null}
      </Document>
    </div>
  );
  return (
    <>
      {sync ? null : (
        <ViewerToolbar
          page={page}
          pages={pages || undefined}
          onPage={go}
          zoom={zoom}
          onZoom={setOwnZoom}
          onDownload={onDownload}
          onRotate={() => setTurns((count) => (count + 1) % 4)}
          extra={
            markups ? <MarkupActions target={markups} url={url} open={markupsOpen} onOpen={setMarkupsOpen} /> : null
          }
        />
      )}
      {search && terms.length > 0 ? <SearchHitBar search={search} hits={hits} /> : null}
      {markups ? (
        <MarkupWorkspace target={markups} page={page} view={view} open={markupsOpen} stage={stage}>
          {stageOf}
        </MarkupWorkspace>
      ) : (
        stageOf(null)
      )}
    </>
  );
}
