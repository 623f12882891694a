import type { ReactNode } from 'react';

/** The illustrations' palette: the brand blue (#009EF7) and its tints, neutral greys, status colours. */
export const ART = {
  brand: '#009EF7',
  brandDark: '#0077BA',
  tint: '#E6F5FE',
  tint2: '#CBEAFD',
  paper: '#FFFFFF',
  line: '#D5DBE3',
  ink: '#3F4254',
  muted: '#A1A5B7',
  canvas: '#F5F8FA',
  mark: '#FFE066',
  green: '#2F9E44',
  orange: '#F08C00',
  red: '#E03131',
} as const;

/**
 * One guide's picture: a schematic of the screen the guide is about, drawn in SVG so it ships with the app (no
 * image requests, sharp at every size, no words to translate). Decorative: the steps beside it say it all.
 */
export function GuideArt({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 180"
      width="100%"
      role="presentation"
      aria-hidden
      focusable="false"
      style={{ display: 'block' }}
    >
      <rect width="320" height="180" rx="12" fill={ART.canvas} />
      {children}
    </svg>
  );
}

/** A window of the app: a title bar with three dots, the content below. */
export function Window({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="8" fill={ART.paper} stroke={ART.line} />
      <path d={`M${x} ${y + 18}h${w}`} stroke={ART.line} />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={x + 10 + i * 9} cy={y + 9} r="2.5" fill={ART.line} />
      ))}
      {children}
    </g>
  );
}

/** Grey bars standing for text. */
export function Lines({
  x,
  y,
  widths,
  gap = 10,
  color = ART.line,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  color?: string;
}) {
  return (
    <g>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height="5" rx="2.5" fill={color} />
      ))}
    </g>
  );
}

/** A PDF sheet with a folded corner. */
export function Sheet({
  x,
  y,
  w = 46,
  h = 60,
  fill = ART.paper,
  children,
}: {
  x: number;
  y: number;
  w?: number;
  h?: number;
  fill?: string;
  children?: ReactNode;
}) {
  return (
    <g>
      <path d={`M${x} ${y}h${w - 12}l12 12v${h - 12}h-${w}z`} fill={fill} stroke={ART.line} strokeLinejoin="round" />
      <path d={`M${x + w - 12} ${y}v12h12`} fill="none" stroke={ART.line} strokeLinejoin="round" />
      {children}
    </g>
  );
}

/** A round badge with a person's head and shoulders. */
export function Person({ cx, cy, r = 14, color = ART.brand }: { cx: number; cy: number; r?: number; color?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={ART.tint} stroke={color} strokeWidth="1.5" />
      <circle cx={cx} cy={cy - r * 0.2} r={r * 0.32} fill={color} />
      <path d={`M${cx - r * 0.55} ${cy + r * 0.6}a${r * 0.55} ${r * 0.45} 0 0 1 ${r * 1.1} 0`} fill={color} />
    </g>
  );
}

/** A check mark in a circle. */
export function Check({ cx, cy, r = 9, color = ART.green }: { cx: number; cy: number; r?: number; color?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={color} />
      <path
        d={`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32}l${r * 0.6} -${r * 0.65}`}
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A pill: a status, a button, a chosen value. */
export function Pill({ x, y, w, color, filled }: { x: number; y: number; w: number; color: string; filled?: boolean }) {
  return (
    <rect x={x} y={y} width={w} height="12" rx="6" fill={filled ? color : ART.paper} stroke={color} strokeWidth="1.5" />
  );
}
