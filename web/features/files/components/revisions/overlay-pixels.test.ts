import { describe, expect, it } from 'vitest';
import { combinePages, OVERLAY_COLORS, type Pixels } from './overlay-pixels';

/** A page of `width` × `height` white pixels with the given ones black. */
function page(width: number, height: number, black: [number, number][]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y] of black) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

const pixel = (out: Pixels, x: number, y: number) => [
  ...out.data.slice((y * out.width + x) * 4, (y * out.width + x) * 4 + 3),
];

describe('combinePages', () => {
  it('draws what both revisions have in grey, the older alone in its colour and the newer alone in the other', () => {
    const older = page(3, 1, [
      [0, 0],
      [1, 0],
    ]);
    const newer = page(3, 1, [
      [1, 0],
      [2, 0],
    ]);
    const out: Pixels = { width: 3, height: 1, data: new Uint8ClampedArray(12) };
    combinePages(older, newer, out);
    expect(pixel(out, 0, 0)).toEqual([...OVERLAY_COLORS.older]);
    expect(pixel(out, 1, 0)).toEqual([...OVERLAY_COLORS.same]);
    expect(pixel(out, 2, 0)).toEqual([...OVERLAY_COLORS.newer]);
  });

  it('leaves white where neither has ink, and below the end of the shorter page counts only the taller', () => {
    const older = page(2, 1, []);
    const newer = page(2, 2, [[0, 1]]);
    const out: Pixels = { width: 2, height: 2, data: new Uint8ClampedArray(16) };
    combinePages(older, newer, out);
    expect(pixel(out, 1, 0)).toEqual([255, 255, 255]);
    expect(pixel(out, 0, 1)).toEqual([...OVERLAY_COLORS.newer]);
  });

  it('takes a missing page (the older revision has fewer pages) as blank', () => {
    const newer = page(1, 1, [[0, 0]]);
    const out: Pixels = { width: 1, height: 1, data: new Uint8ClampedArray(4) };
    combinePages(null, newer, out);
    expect(pixel(out, 0, 0)).toEqual([...OVERLAY_COLORS.newer]);
  });
});
