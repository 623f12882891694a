/** The overlay's colours (RGB): the older revision's lines, the newer's, and what both have. */
export const OVERLAY_COLORS = {
  older: [224, 49, 49],
  newer: [25, 113, 194],
  same: [120, 120, 120],
} as const;

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Two pages drawn at the same width combined pixel by pixel: how dark each is at a pixel (its ink) splits into
 * what both have (grey), what only the older has (its colour) and only the newer (the other colour). A page
 * shorter than the other is white below its end. Writes into `out` (width × the taller height).
 */
export function combinePages(older: Pixels | null, newer: Pixels | null, out: Pixels): void {
  const { width, height, data } = out;
  const [oR, oG, oB] = OVERLAY_COLORS.older;
  const [nR, nG, nB] = OVERLAY_COLORS.newer;
  const [sR, sG, sB] = OVERLAY_COLORS.same;
  const inkAt = (page: Pixels | null, x: number, y: number): number => {
    if (!page || x >= page.width || y >= page.height) return 0;
    const i = (y * page.width + x) * 4;
    const d = page.data;
    const alpha = (d[i + 3] ?? 255) / 255;
    const light = (0.299 * (d[i] ?? 255) + 0.587 * (d[i + 1] ?? 255) + 0.114 * (d[i + 2] ?? 255)) / 255;
    return (1 - light) * alpha;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = inkAt(older, x, y);
      const n = inkAt(newer, x, y);
      const both = Math.min(o, n);
      const onlyOlder = o - both;
      const onlyNewer = n - both;
      const i = (y * width + x) * 4;
      data[i] = 255 - both * (255 - sR) - onlyOlder * (255 - oR) - onlyNewer * (255 - nR);
      data[i + 1] = 255 - both * (255 - sG) - onlyOlder * (255 - oG) - onlyNewer * (255 - nG);
      data[i + 2] = 255 - both * (255 - sB) - onlyOlder * (255 - oB) - onlyNewer * (255 - nB);
      data[i + 3] = 255;
    }
  }
}
