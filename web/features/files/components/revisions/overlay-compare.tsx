import { Alert, Center, ColorSwatch, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authHeaders, contentUrl } from '../../../../entities/file/content';
import { PDF_OPTIONS, pdfjs } from '../preview/pdf-worker';
import classes from '../preview/preview.module.css';
import { combinePages, OVERLAY_COLORS, type Pixels } from './overlay-pixels';

/**
 * The widest the picture is drawn (device pixels); a larger zoom stretches it. Browsers refuse very large
 * canvases, and combining more pixels would take longer than a turn of the page should.
 */
const MAX_DRAW_WIDTH = 3200;
const PAGE_PADDING = 32;

interface OverlayCompareProps {
  older: { url: string; code: string };
  newer: { url: string; code: string };
  page: number;
  zoom: number;
  onPages: (pages: number) => void;
}

function useDocument(url: string) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const task = pdfjs.getDocument({ ...PDF_OPTIONS, url: contentUrl(url), httpHeaders: authHeaders() });
    task.promise.then(setDoc, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);
  return { doc, failed };
}

/** One page drawn at a width (its height follows): only this page is read from the PDF. */
async function drawPage(doc: PDFDocumentProxy, number: number, width: number): Promise<Pixels | null> {
  if (number > doc.numPages) return null;
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, viewport }).promise;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The two revisions' shown page on top of each other: both are drawn at the same width (sheets of slightly
 * different sizes line up), and combined pixel by pixel into one picture, the older in red, the newer in blue and
 * what did not change in grey. Zooming draws the page again at the new size; the stage scrolls (and drags) to pan.
 */
export function OverlayCompare({ older, newer, page, zoom, onPages }: OverlayCompareProps) {
  const { t } = useTranslation('files');
  const { ref, width } = useElementSize();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const a = useDocument(older.url);
  const b = useDocument(newer.url);
  // Which page at which width the canvas holds: anything else is still being drawn.
  const [drawn, setDrawn] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const stage = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (a.doc && b.doc) onPages(Math.max(a.doc.numPages, b.doc.numPages));
  }, [a.doc, b.doc, onPages]);

  const cssWidth = width > 0 ? Math.max(160, (width - PAGE_PADDING) * zoom) : 0;
  const state = drawn === `${page}|${cssWidth}` ? 'done' : 'drawing';
  useEffect(() => {
    if (!a.doc || !b.doc || cssWidth === 0) return;
    let cancelled = false;
    const key = `${page}|${cssWidth}`;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const drawWidth = Math.round(Math.min(cssWidth * ratio, MAX_DRAW_WIDTH));
    Promise.all([drawPage(a.doc, page, drawWidth), drawPage(b.doc, page, drawWidth)])
      .then(([first, second]) => {
        const node = canvas.current;
        if (cancelled || !node) return;
        const height = Math.max(first?.height ?? 0, second?.height ?? 0);
        const out = new ImageData(drawWidth, height);
        combinePages(first, second, out);
        node.width = drawWidth;
        node.height = height;
        node.getContext('2d')?.putImageData(out, 0, 0);
        node.style.width = `${cssWidth}px`;
        setMissing(!first ? older.code : !second ? newer.code : null);
        setDrawn(key);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [a.doc, b.doc, page, cssWidth, older.code, newer.code]);

  // A mouse drags the picture around; a finger scrolls the stage as it does any page.
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const node = stage.current;
    if (event.pointerType !== 'mouse' || !node) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, left: node.scrollLeft, top: node.scrollTop };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const node = stage.current;
    const start = drag.current;
    if (!node || !start) return;
    node.scrollLeft = start.left - (event.clientX - start.x);
    node.scrollTop = start.top - (event.clientY - start.y);
  };

  if (a.failed || b.failed || failed)
    return (
      <Alert color="red" variant="light">
        {t('fileDialogs:revision.overlayFailed')}
      </Alert>
    );
  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <Group gap="md" wrap="wrap" aria-label={t('fileDialogs:revision.compareMode')}>
        {(
          [
            ['older', t('fileDialogs:revision.overlayOlder', { code: older.code })],
            ['newer', t('fileDialogs:revision.overlayNewer', { code: newer.code })],
            ['same', t('fileDialogs:revision.overlaySame')],
          ] as const
        ).map(([key, label]) => (
          <Group key={key} gap={6} wrap="nowrap">
            <ColorSwatch color={`rgb(${OVERLAY_COLORS[key].join(' ')})`} size={14} aria-hidden />
            <Text size="sm">{label}</Text>
          </Group>
        ))}
        {missing ? (
          <Text size="sm" c="dimmed">
            {t('fileDialogs:revision.overlayMissing', { code: missing, page })}
          </Text>
        ) : null}
      </Group>
      <div
        ref={(node) => {
          stage.current = node;
          ref(node);
        }}
        className={classes.stage}
        tabIndex={0}
        role="region"
        aria-label={t('fileDialogs:revision.overlayStage', { a: older.code, b: newer.code, page })}
        aria-busy={state === 'drawing'}
        data-testid="overlay-stage"
      >
        <div className={classes.pageWrap} style={{ position: 'relative' }}>
          <canvas
            ref={canvas}
            className={classes.page}
            data-testid="overlay-canvas"
            data-state={state}
            style={{ cursor: 'grab', touchAction: 'pan-x pan-y' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          />
          {state === 'drawing' ? (
            <Center pos="absolute" inset={0} role="status">
              <Loader size="md" aria-label={t('fileDialogs:revision.overlayLoading')} />
            </Center>
          ) : null}
        </div>
      </div>
    </Stack>
  );
}
