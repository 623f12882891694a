/**
 * Markups' plain values (docs/api.md §7 "Markups and comments"), in a module without zod: the web app's viewer
 * needs them, and importing them from the schema module (common/api/markups.ts, which re-exports them) would bring
 * zod along.
 */
export const MARKUP_KINDS = ['cloud', 'rectangle', 'ellipse', 'arrow', 'line', 'text', 'highlight', 'pin'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];
/** Kinds drawn in a box `{ x, y, w, h }`. */
export const BOX_KINDS = ['cloud', 'rectangle', 'ellipse', 'text', 'highlight'] as const satisfies MarkupKind[];
/** Kinds drawn along points `{ points: [[x, y], …] }`. */
export const LINE_KINDS = ['arrow', 'line'] as const satisfies MarkupKind[];
/** A pin marks one point `{ x, y }` (its tip). */
export const POINT_KINDS = ['pin'] as const satisfies MarkupKind[];

export const MARKUP_VISIBILITIES = ['private', 'published'] as const;
export type MarkupVisibility = (typeof MARKUP_VISIBILITIES)[number];
export const MARKUP_FILE_KINDS = ['constructionfile', 'drawingfile'] as const;
export type MarkupFileKind = (typeof MARKUP_FILE_KINDS)[number];

export const MARKUP_LIMITS = {
  /** No PDF page is larger than 14,400 points (ISO 32000's user-space limit at UserUnit 1); this leaves room. */
  coordinate: 100_000,
  minPoints: 2,
  maxPoints: 500,
  maxPage: 100_000,
  text: 2000,
  reply: 5000,
  /** A list call answers at most this many (one page's markups in one call; the default is the same). */
  listLimit: 5000,
} as const;

/** Red: what a checker's pen is, and what the viewer offers first. */
export const DEFAULT_MARKUP_COLOR = '#e03131';

/**
 * How long a deleted markup can be put back (`POST markup/{id}/restore`, the viewer's undo) with its id and replies;
 * the hourly sweep removes it after that.
 */
export const MARKUP_RESTORE_HOURS = 24;
