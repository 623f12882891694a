/**
 * A markup on a revision's page as API.md §7 "Markups and comments" pins it. Geometry is in PDF points on the
 * page with the origin at its bottom-left (PDF user space), so a markup stays where it was drawn at any zoom,
 * rotation and screen size.
 */
export const MARKUP_KINDS = ['cloud', 'rectangle', 'ellipse', 'arrow', 'line', 'text', 'highlight', 'pin'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];
export type MarkupVisibility = 'private' | 'published';

export type Point = [number, number];
/** Clouds, rectangles, ellipses, highlights, texts and pins: a box (a pin's w and h are 0). */
export interface BoxGeometry {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** Lines and arrows: the points in drawing order (an arrow points at the last). */
export interface LineGeometry {
  points: Point[];
}
export type MarkupGeometry = BoxGeometry | LineGeometry;

export interface MarkupPerson {
  _id: string;
  firstName: string;
  lastName: string;
}

export interface MarkupReply {
  _id: string;
  text: string;
  author: MarkupPerson;
  createdAt: string;
}

export interface Markup {
  _id: string;
  file: string;
  revisionId: string;
  page: number;
  kind: MarkupKind;
  geometry: MarkupGeometry;
  color: string;
  text: string;
  visibility: MarkupVisibility;
  resolved: boolean;
  author: MarkupPerson;
  createdAt: string;
  updatedAt: string;
  replies: MarkupReply[];
  review?: string | null;
}

export interface CreateMarkupBody {
  revisionId?: string;
  page: number;
  kind: MarkupKind;
  geometry: MarkupGeometry;
  color?: string;
  text?: string;
  visibility: MarkupVisibility;
  review?: string;
}

export type UpdateMarkupBody = Partial<Pick<Markup, 'geometry' | 'text' | 'color' | 'visibility' | 'resolved'>>;

/** Which file's revision the viewer shows, for its markups. */
export interface MarkupTarget {
  kind: 'constructionfile' | 'drawing';
  fileId: string;
  /** The revision shown; without it the file's current revision. */
  revisionId?: string;
  /** A review the markups are made in. */
  review?: string;
}

export function isLine(geometry: MarkupGeometry): geometry is LineGeometry {
  return 'points' in geometry;
}
