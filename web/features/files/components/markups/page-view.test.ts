import { describe, expect, it } from 'vitest';
import { viewOf } from './page-view';

/**
 * pdf.js's own viewport arithmetic for a page (PageViewport, without the rest of pdf.js): y flipped, the page's
 * user space starting at `view`'s corner, turned by the rotation.
 */
function fakePage(view: [number, number, number, number]) {
  return {
    view,
    getViewport({ scale, rotation = 0 }: { scale: number; rotation?: number }) {
      const [x0, y0, x1, y1] = view;
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      const [a, b, c, d] = (
        {
          0: [1, 0, 0, -1],
          90: [0, 1, 1, 0],
          180: [-1, 0, 0, 1],
          270: [0, -1, -1, 0],
        } as Record<number, number[]>
      )[rotation] as [number, number, number, number];
      const width = (rotation % 180 === 0 ? x1 - x0 : y1 - y0) * scale;
      const height = (rotation % 180 === 0 ? y1 - y0 : x1 - x0) * scale;
      const offsetX = width / 2 - scale * (a * cx + c * cy);
      const offsetY = height / 2 - scale * (b * cx + d * cy);
      const transform = [a * scale, b * scale, c * scale, d * scale, offsetX, offsetY];
      const [ta, tb, tc, td, te, tf] = transform as [number, number, number, number, number, number];
      return {
        width,
        height,
        scale,
        transform,
        convertToViewportPoint: (x: number, y: number) => [ta * x + tc * y + te, tb * x + td * y + tf],
        convertToPdfPoint: (x: number, y: number) => {
          const det = ta * td - tb * tc;
          return [(td * (x - te) - tc * (y - tf)) / det, (-tb * (x - te) + ta * (y - tf)) / det];
        },
      };
    },
  };
}

const apply = (m: number[], x: number, y: number) => [
  (m[0] ?? 0) * x + (m[2] ?? 0) * y + (m[4] ?? 0),
  (m[1] ?? 0) * x + (m[3] ?? 0) * y + (m[5] ?? 0),
];

describe('viewOf: PDF points of the visible page ↔ the pixels shown', () => {
  it("puts the page's bottom-left corner at the screen's bottom-left at any width", () => {
    const view = viewOf(fakePage([0, 0, 600, 800]), 300, 0);
    expect(view.width).toBe(300);
    expect(view.convertToViewportPoint(0, 0)).toEqual([0, 400]);
    expect(view.convertToPdfPoint(150, 0)).toEqual([300, 800]);
  });

  it('counts from the crop box corner, and the SVG transform agrees with the point conversions', () => {
    for (const rotation of [0, 90, 180, 270]) {
      const view = viewOf(fakePage([50, 100, 650, 900]), 400, rotation);
      const [x = 0, y = 0] = view.convertToPdfPoint(123, 45);
      expect(apply(view.transform, x, y).map((v) => Math.round(v * 1000) / 1000)).toEqual([123, 45]);
      expect(view.convertToViewportPoint(x, y).map((v) => Math.round(v * 1000) / 1000)).toEqual([123, 45]);
    }
    // Unturned, the crop box's corner is point (0, 0).
    const upright = viewOf(fakePage([50, 100, 650, 900]), 600, 0);
    expect(upright.convertToPdfPoint(0, 800).map(Math.round)).toEqual([0, 0]);
  });
});
