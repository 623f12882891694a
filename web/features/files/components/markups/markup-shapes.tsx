import { memo } from 'react';
import {
  isBox,
  isLine,
  type Markup,
  type MarkupGeometry,
  type MarkupKind,
  type Point,
} from '../../../../entities/file/markup-types';
import { arrowHead, cloudPath, PIN_SIZE } from './geometry';

/** Stroke width in PDF points: it scales with the page, as it does in the PDF downloaded with markups. */
export const STROKE = 1.5;
const TEXT_SIZE = 10;
const HALF = PIN_SIZE / 2;
/** A map pin with its tip at (0, 0) and its head above, in points. */
const PIN_PATH = `M0 0C-3 -6 -${HALF} -10 -${HALF} -16A${HALF} ${HALF} 0 1 1 ${HALF} -16C${HALF} -10 3 -6 0 0Z`;

export interface ShapeProps {
  kind: MarkupKind;
  geometry: MarkupGeometry;
  color: string;
  text?: string;
  /** A private markup is dashed: only its author sees it. */
  draft?: boolean;
  dimmed?: boolean;
  id?: string;
}

const points = (list: readonly Point[]) => list.map(([x, y]) => `${x},${y}`).join(' ');

/**
 * One markup as a single cheap SVG element (a text or a pin as a small group), drawn in PDF points: the group
 * around all of them carries the page's viewport transform, so zooming or rotating never re-renders them.
 */
export const Shape = memo(function Shape({ kind, geometry, color, text, draft, dimmed, id }: ShapeProps) {
  const common = {
    'data-markup': id,
    stroke: color,
    strokeWidth: STROKE,
    fill: 'none',
    strokeDasharray: draft ? '4 3' : undefined,
    opacity: dimmed ? 0.45 : undefined,
  };
  if (isLine(geometry)) {
    const line = `M${geometry.points.map(([x, y]) => `${x} ${y}`).join('L')}`;
    if (kind === 'arrow') return <path {...common} d={`${line}${arrowHead(geometry.points)}`} strokeLinecap="round" />;
    return <polyline {...common} points={points(geometry.points)} strokeLinecap="round" />;
  }
  if (!isBox(geometry))
    // A pin, drawn upright in the page's own orientation: y of the page grows upwards, so the pin is flipped.
    return (
      <g
        {...common}
        transform={`translate(${geometry.x} ${geometry.y}) scale(1 -1)`}
        fill={color}
        stroke="white"
        strokeWidth={1}
      >
        <path d={PIN_PATH} />
        <circle cx={0} cy={-16} r={3} fill="white" stroke="none" />
      </g>
    );
  const { x, y, w, h } = geometry;
  switch (kind) {
    case 'cloud':
      return <path {...common} d={cloudPath(geometry)} />;
    case 'ellipse':
      return <ellipse {...common} cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} />;
    case 'highlight':
      return <rect {...common} x={x} y={y} width={w} height={h} fill={color} fillOpacity={0.3} stroke="none" />;
    case 'text':
      return (
        <g {...common}>
          <rect x={x} y={y} width={w} height={h} fill="white" fillOpacity={0.85} />
          <text
            transform={`translate(${x} ${y + h}) scale(1 -1)`}
            fill={color}
            stroke="none"
            fontSize={TEXT_SIZE}
            fontFamily="Inter, Arial, sans-serif"
          >
            {(text ?? '').split('\n').map((line, i) => (
              <tspan key={i} x={4} y={TEXT_SIZE + 4 + i * (TEXT_SIZE + 2)}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      );
    default:
      return <rect {...common} x={x} y={y} width={w} height={h} />;
  }
});

interface ShapesProps {
  markups: readonly Markup[];
  /** The one being moved or resized: its moving copy is drawn instead. */
  hiddenId: string | null;
}

/** All of a page's markups; renders again only when the list or the hidden one changes, never on a pointer move. */
export const Shapes = memo(function Shapes({ markups, hiddenId }: ShapesProps) {
  return (
    <>
      {markups.map((markup) =>
        markup._id === hiddenId ? null : (
          <Shape
            key={markup._id}
            id={markup._id}
            kind={markup.kind}
            geometry={markup.geometry}
            color={markup.color}
            text={markup.text}
            draft={markup.visibility === 'private'}
            dimmed={markup.resolved}
          />
        ),
      )}
    </>
  );
});
