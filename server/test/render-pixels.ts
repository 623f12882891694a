/** A PDF's first page as pixels, drawn by pdf.js (the thumbnail worker's renderer) at 400 px on the long side. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderThumbnail } from '../thumbnails/render-thumbnail';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row from the top. */
  data: Buffer;
}

export async function renderFirstPage(pdf: Buffer): Promise<Pixels> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-render-'));
  try {
    const file = path.join(dir, 'page.pdf');
    fs.writeFileSync(file, pdf);
    const result = await renderThumbnail(file, 'application/pdf');
    if (result.status !== 'done') throw new Error(`not rendered: ${JSON.stringify(result)}`);
    const { data, info } = await sharp(result.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pixels in the rectangle (pixels, from the top-left) are clearly red: more red than green and blue. */
export function redPixels(p: Pixels, left: number, top: number, right: number, bottom: number): number {
  let n = 0;
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(p.height, Math.ceil(bottom)); y++)
    for (let x = Math.max(0, Math.floor(left)); x < Math.min(p.width, Math.ceil(right)); x++) {
      const i = (y * p.width + x) * 4;
      const [r, g, b] = [p.data[i] ?? 0, p.data[i + 1] ?? 0, p.data[i + 2] ?? 0];
      if (r > 150 && r - g > 60 && r - b > 60) n += 1;
    }
  return n;
}
