/**
 * Markups on a revision's pages, as common/api/markups.ts (docs/api.md §7 "Markups and comments") defines them.
 * Geometry is in PDF points on the page with the origin at its bottom-left, so a markup stays where it was drawn
 * at any zoom, rotation and screen size.
 */
import type { BoxGeometry, Markup, MarkupGeometry, PointsGeometry } from '../../../common/api/markups';

export { MARKUP_KINDS, DEFAULT_MARKUP_COLOR } from '../../../common/api/markup-values';
export { MARKUP_PATHS } from '../../../common/api/paths';
export type {
  BoxGeometry,
  CreateMarkupBody,
  Markup,
  MarkupGeometry,
  MarkupKind,
  MarkupReply,
  MarkupVisibility,
  PointGeometry,
  PointsGeometry,
  UpdateMarkupBody,
} from '../../../common/api/markups';

export type Point = [number, number];
export type MarkupPerson = NonNullable<Markup['author']>;

/** Which file's revision the viewer shows, for its markups. */
export interface MarkupTarget {
  kind: 'constructionfile' | 'drawing';
  fileId: string;
  /** The revision shown; without it the file's current revision. */
  revisionId?: string;
  /** A review the markups are made in. */
  review?: string;
}

/** Lines and arrows run along points. */
export function isLine(geometry: MarkupGeometry): geometry is PointsGeometry {
  return 'points' in geometry;
}

/** A box has a width and a height; a pin's point has neither. */
export function isBox(geometry: MarkupGeometry): geometry is BoxGeometry {
  return 'w' in geometry;
}
