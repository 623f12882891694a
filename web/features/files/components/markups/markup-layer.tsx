import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Markup, MarkupGeometry, MarkupKind, Point } from '../../../../entities/file/markup-types';
import { boundsOf, geometryFor, handlesOf, markupAt, moved, resized, type Handle } from './geometry';
import classes from './markups.module.css';
import { Shape, Shapes } from './markup-shapes';

/** What the layer needs of pdf.js's PageViewport (the page as shown: its scale and rotation). */
export interface PageView {
  width: number;
  height: number;
  scale: number;
  transform: number[];
  convertToPdfPoint(x: number, y: number): number[];
  convertToViewportPoint(x: number, y: number): number[];
}

export type Tool = 'select' | MarkupKind;

interface MarkupLayerProps {
  view: PageView;
  markups: readonly Markup[];
  /** Off: the markups are shown and the page's text can be selected under them. */
  interactive: boolean;
  tool: Tool;
  color: string;
  selectedId: string | null;
  /** Whether the signed-in user may move or resize a markup (its author). */
  canEdit: (markup: Markup) => boolean;
  onSelect: (id: string | null) => void;
  onDraw: (kind: MarkupKind, geometry: MarkupGeometry) => void;
  onChange: (markup: Markup, geometry: MarkupGeometry) => void;
  onKey: (event: KeyboardEvent<SVGSVGElement>) => void;
}

type Gesture =
  | { type: 'draw'; kind: MarkupKind; start: Point }
  | { type: 'move'; markup: Markup; start: Point }
  | { type: 'resize'; markup: Markup; handle: Handle }
  | { type: 'pan'; x: number; y: number; left: number; top: number; scroller: HTMLElement | null };

/** Pixels around a line or a handle that still hit it (a finger is wider than a mouse pointer). */
const HIT_PX = 8;
const HANDLE_PX = 6;

function scrollerOf(node: Element | null): HTMLElement | null {
  for (let el = node?.parentElement ?? null; el; el = el.parentElement)
    if (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth) return el;
  return null;
}

/**
 * The SVG over a page's canvas: every markup in one group carrying the viewport's transform (PDF points in, the
 * page's pixels out), the selection's handles, and the pointer gestures (mouse, pen and touch alike) that draw,
 * select, move and resize. Only the gesture's own shape follows the pointer; the page's markups stay put.
 */
export function MarkupLayer(props: MarkupLayerProps) {
  const { view, markups, interactive, tool, color, selectedId } = props;
  const { t } = useTranslation('markups');
  const svg = useRef<SVGSVGElement | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const [draft, setDraft] = useState<{ kind: MarkupKind; geometry: MarkupGeometry; id?: string } | null>(null);
  const selected = selectedId ? (markups.find((markup) => markup._id === selectedId) ?? null) : null;
  const matrix = view.transform.join(' ');

  const pdfPoint = (event: PointerEvent): Point => {
    const box = svg.current?.getBoundingClientRect();
    const [x = 0, y = 0] = view.convertToPdfPoint(event.clientX - (box?.left ?? 0), event.clientY - (box?.top ?? 0));
    return [x, y];
  };

  const handleAt = (p: Point): Handle | null => {
    if (!selected || !props.canEdit(selected)) return null;
    const reach = HANDLE_PX / view.scale + 2;
    return (
      handlesOf(selected.kind, selected.geometry).find(
        ({ at }) => Math.abs(at[0] - p[0]) <= reach && Math.abs(at[1] - p[1]) <= reach,
      )?.handle ?? null
    );
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!interactive || event.button > 0) return;
    const p = pdfPoint(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (tool !== 'select') {
      gesture.current = { type: 'draw', kind: tool, start: p };
      return;
    }
    const handle = handleAt(p);
    if (selected && handle) {
      gesture.current = { type: 'resize', markup: selected, handle };
      return;
    }
    const hit = markupAt(markups, p, HIT_PX / view.scale);
    props.onSelect(hit?._id ?? null);
    if (hit && props.canEdit(hit)) gesture.current = { type: 'move', markup: hit, start: p };
    else if (!hit) {
      const scroller = scrollerOf(svg.current);
      gesture.current = {
        type: 'pan',
        x: event.clientX,
        y: event.clientY,
        left: scroller?.scrollLeft ?? 0,
        top: scroller?.scrollTop ?? 0,
        scroller,
      };
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    if (!current) return;
    if (current.type === 'pan') {
      if (current.scroller) {
        current.scroller.scrollLeft = current.left - (event.clientX - current.x);
        current.scroller.scrollTop = current.top - (event.clientY - current.y);
      }
      return;
    }
    const p = pdfPoint(event);
    if (current.type === 'draw') {
      const geometry = geometryFor(current.kind, current.start, p);
      setDraft(geometry ? { kind: current.kind, geometry } : null);
    } else if (current.type === 'move') {
      const geometry = moved(current.markup.geometry, p[0] - current.start[0], p[1] - current.start[1]);
      setDraft({ kind: current.markup.kind, geometry, id: current.markup._id });
    } else {
      const geometry = resized(current.markup.geometry, current.handle, p);
      setDraft({ kind: current.markup.kind, geometry, id: current.markup._id });
    }
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    gesture.current = null;
    setDraft(null);
    if (!current || current.type === 'pan') return;
    const p = pdfPoint(event);
    if (current.type === 'draw') {
      const geometry = geometryFor(current.kind, current.start, p);
      if (geometry) props.onDraw(current.kind, geometry);
      return;
    }
    const geometry =
      current.type === 'move'
        ? moved(current.markup.geometry, p[0] - current.start[0], p[1] - current.start[1])
        : resized(current.markup.geometry, current.handle, p);
    const box = boundsOf(current.markup.kind, geometry);
    const before = boundsOf(current.markup.kind, current.markup.geometry);
    if (box.x !== before.x || box.y !== before.y || box.w !== before.w || box.h !== before.h)
      props.onChange(current.markup, geometry);
  };

  const onPointerCancel = () => {
    gesture.current = null;
    setDraft(null);
  };

  const moving = draft?.id ? markups.find((markup) => markup._id === draft.id) : undefined;
  const shown = draft?.id ? { kind: draft.kind, geometry: draft.geometry } : selected;
  const outline = shown ? boundsOf(shown.kind, shown.geometry) : null;
  return (
    <svg
      ref={svg}
      className={classes.layer}
      data-testid="markup-layer"
      data-tool={tool}
      data-interactive={interactive || undefined}
      data-grab={(interactive && (tool !== 'select' || selectedId !== null)) || undefined}
      width={view.width}
      height={view.height}
      viewBox={`0 0 ${view.width} ${view.height}`}
      tabIndex={interactive ? 0 : -1}
      role="group"
      aria-label={t('layer', { count: markups.length })}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={props.onKey}
    >
      <g transform={`matrix(${matrix})`}>
        <Shapes markups={markups} hiddenId={draft?.id ?? null} />
        {draft ? (
          <Shape
            kind={draft.kind}
            geometry={draft.geometry}
            color={moving?.color ?? color}
            text={moving?.text}
            draft={moving ? moving.visibility === 'private' : false}
          />
        ) : null}
        {outline && shown ? (
          <g className={classes.selection} data-testid="markup-selection">
            <rect
              x={outline.x - 3 / view.scale}
              y={outline.y - 3 / view.scale}
              width={outline.w + 6 / view.scale}
              height={outline.h + 6 / view.scale}
              strokeWidth={1 / view.scale}
              strokeDasharray={`${4 / view.scale} ${3 / view.scale}`}
            />
            {selected && props.canEdit(selected)
              ? handlesOf(shown.kind, shown.geometry).map(({ at }, i) => (
                  <rect
                    key={i}
                    className={classes.handle}
                    x={at[0] - HANDLE_PX / 2 / view.scale}
                    y={at[1] - HANDLE_PX / 2 / view.scale}
                    width={HANDLE_PX / view.scale}
                    height={HANDLE_PX / view.scale}
                    strokeWidth={1 / view.scale}
                  />
                ))
              : null}
          </g>
        ) : null}
      </g>
    </svg>
  );
}
