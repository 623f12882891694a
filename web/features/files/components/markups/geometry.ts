import {
  isBox,
  isLine,
  type BoxGeometry,
  type Markup,
  type MarkupGeometry,
  type MarkupKind,
  type Point,
} from '../../../../entities/file/markup-types';

/** A pin's head and a text's default box, in PDF points: they scale with the page like everything drawn on it. */
export const PIN_SIZE = 16;
export const TEXT_BOX: Readonly<{ w: number; h: number }> = { w: 160, h: 28 };
/** Below this (PDF points) a drag is a click: a box kind gets its default size instead of nothing. */
export const MIN_DRAG = 3;

const round = (value: number) => Math.round(value * 100) / 100;

export function boxFrom(a: Point, b: Point): BoxGeometry {
  return {
    x: round(Math.min(a[0], b[0])),
    y: round(Math.min(a[1], b[1])),
    w: round(Math.abs(a[0] - b[0])),
    h: round(Math.abs(a[1] - b[1])),
  };
}

/** The geometry a drag from `a` to `b` draws for a kind; null when the drag is too small to mean anything. */
export function geometryFor(kind: MarkupKind, a: Point, b: Point): MarkupGeometry | null {
  const small = Math.hypot(a[0] - b[0], a[1] - b[1]) < MIN_DRAG;
  if (kind === 'pin') return { x: round(b[0]), y: round(b[1]) };
  if (kind === 'line' || kind === 'arrow')
    return small ? null : { points: [a.map(round) as Point, b.map(round) as Point] };
  // A click with the text tool opens a box of the usual size below and right of the click (y grows upwards).
  if (kind === 'text' && small) return { x: round(a[0]), y: round(a[1] - TEXT_BOX.h), ...TEXT_BOX };
  return small ? null : boxFrom(a, b);
}

/** The box a geometry covers (a pin's head included). */
export function boundsOf(kind: MarkupKind, geometry: MarkupGeometry): BoxGeometry {
  if (isLine(geometry)) {
    const xs = geometry.points.map((p) => p[0]);
    const ys = geometry.points.map((p) => p[1]);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
  }
  if (!isBox(geometry)) return { x: geometry.x - PIN_SIZE / 2, y: geometry.y, w: PIN_SIZE, h: PIN_SIZE * 1.5 };
  return geometry;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Whether a point (PDF points) touches a markup, `tolerance` points around its lines. */
export function touches(markup: Pick<Markup, 'kind' | 'geometry'>, p: Point, tolerance: number): boolean {
  const { geometry } = markup;
  if (isLine(geometry))
    return geometry.points.some((a, i) => {
      const b = geometry.points[i + 1];
      return b !== undefined && distanceToSegment(p, a, b) <= tolerance;
    });
  const box = boundsOf(markup.kind, geometry);
  return (
    p[0] >= box.x - tolerance &&
    p[0] <= box.x + box.w + tolerance &&
    p[1] >= box.y - tolerance &&
    p[1] <= box.y + box.h + tolerance
  );
}

/** The topmost (last drawn) markup at a point; small ones win over the large ones they sit in. */
export function markupAt<T extends Pick<Markup, 'kind' | 'geometry'>>(
  markups: readonly T[],
  p: Point,
  tolerance: number,
): T | null {
  let best: T | null = null;
  let bestArea = Infinity;
  for (let i = markups.length - 1; i >= 0; i--) {
    const markup = markups[i] as T;
    if (!touches(markup, p, tolerance)) continue;
    const box = boundsOf(markup.kind, markup.geometry);
    const area = box.w * box.h;
    if (area < bestArea) {
      best = markup;
      bestArea = area;
    }
  }
  return best;
}

export function moved(geometry: MarkupGeometry, dx: number, dy: number): MarkupGeometry {
  if (isLine(geometry)) return { points: geometry.points.map(([x, y]) => [round(x + dx), round(y + dy)] as Point) };
  return { ...geometry, x: round(geometry.x + dx), y: round(geometry.y + dy) };
}

/** A box's corners and a line's points, each a handle that resizes. */
export type Handle = { corner: 'nw' | 'ne' | 'sw' | 'se' } | { point: number };

export function handlesOf(kind: MarkupKind, geometry: MarkupGeometry): { handle: Handle; at: Point }[] {
  if (isLine(geometry)) return geometry.points.map((at, point) => ({ handle: { point }, at }));
  if (!isBox(geometry) || kind === 'pin') return [];
  const { x, y, w, h } = geometry;
  return [
    { handle: { corner: 'sw' }, at: [x, y] },
    { handle: { corner: 'se' }, at: [x + w, y] },
    { handle: { corner: 'nw' }, at: [x, y + h] },
    { handle: { corner: 'ne' }, at: [x + w, y + h] },
  ];
}

/** The geometry with a handle dragged to `p` (a box keeps its opposite corner). */
export function resized(geometry: MarkupGeometry, handle: Handle, p: Point): MarkupGeometry {
  if (isLine(geometry)) {
    if (!('point' in handle)) return geometry;
    return { points: geometry.points.map((q, i) => (i === handle.point ? (p.map(round) as Point) : q)) };
  }
  if (!('corner' in handle) || !isBox(geometry)) return geometry;
  const { x, y, w, h } = geometry;
  const opposite: Record<typeof handle.corner, Point> = {
    sw: [x + w, y + h],
    se: [x, y + h],
    nw: [x + w, y],
    ne: [x, y],
  };
  return boxFrom(opposite[handle.corner], p);
}

/**
 * A revision cloud along a box: arcs bulging outwards, about `size` points each, so it reads as a cloud at any
 * zoom. The path is in PDF points like the box.
 */
export function cloudPath({ x, y, w, h }: BoxGeometry, size = 12): string {
  const corners: Point[] = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  let path = `M${round(x)} ${round(y)}`;
  corners.forEach((from, i) => {
    const to = corners[(i + 1) % 4] as Point;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const count = Math.max(1, Math.round(length / size));
    const radius = round(length / count / 2);
    for (let step = 1; step <= count; step++) {
      const px = round(from[0] + ((to[0] - from[0]) * step) / count);
      const py = round(from[1] + ((to[1] - from[1]) * step) / count);
      path += `A${radius} ${radius} 0 0 1 ${px} ${py}`;
    }
  });
  return `${path}Z`;
}

/** An arrow's head at the last point: two short strokes back along the last segment. */
export function arrowHead(points: readonly Point[], size = 12): string {
  const tip = points[points.length - 1];
  const from = points[points.length - 2];
  if (!tip || !from) return '';
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const wing = (turn: number): string =>
    `${round(tip[0] - size * Math.cos(angle + turn))} ${round(tip[1] - size * Math.sin(angle + turn))}`;
  return `M${wing(0.45)}L${round(tip[0])} ${round(tip[1])}L${wing(-0.45)}`;
}
