import type { PageView } from './markup-layer';

/**
 * The page as pdf.js draws it at a width and rotation, for the markups' layer. Markup points count from the
 * visible page's bottom-left corner (its CropBox), which pdf.js's user space places at `page.view`'s start.
 */
/** What viewOf reads of pdf.js's PDFPageProxy. */
export interface ViewablePage {
  view: number[];
  getViewport(params: { scale: number; rotation?: number }): PageView;
}

export function viewOf(page: ViewablePage, width: number, rotation: number): PageView {
  const natural = page.getViewport({ scale: 1, rotation });
  const viewport = page.getViewport({ scale: width / natural.width, rotation });
  const [ox = 0, oy = 0] = page.view;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = viewport.transform;
  return {
    width: viewport.width,
    height: viewport.height,
    scale: viewport.scale,
    transform: [a, b, c, d, e + a * ox + c * oy, f + b * ox + d * oy],
    convertToPdfPoint: (x, y) => {
      const [px = 0, py = 0] = viewport.convertToPdfPoint(x, y);
      return [px - ox, py - oy];
    },
    convertToViewportPoint: (x, y) => viewport.convertToViewportPoint(x + ox, y + oy),
  };
}
