// A thumbnail job of the content worker (content-worker.mjs; thumbnails/render-thumbnail.ts): draws the first page
// of a PDF with pdf.js into a canvas, or shrinks an image with sharp, to at most `size` pixels on the long side,
// and answers it as WebP. Plain JavaScript so that Node starts it as it is.
import fs from 'node:fs/promises';
import { createCanvas, getDocument } from './pdfjs.mjs';
import { pdfDocumentParams } from './pdfjs-document.mjs';

/** libvips, loaded at the first image: a worker that only draws PDFs never pays its ~23 MB. */
let sharpLoaded;
async function loadSharp() {
  if (!sharpLoaded) {
    const { default: sharp } = await import('sharp');
    // One image at a time, nothing kept between them: memory is what one file needs.
    sharp.cache(false);
    sharp.concurrency(1);
    sharpLoaded = sharp;
  }
  return sharpLoaded;
}

function canvasFor(width, height, size) {
  const scale = Math.min(1, size / Math.max(width, height));
  const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  const context = canvas.getContext('2d');
  // Drawings are black on white; a transparent page would show the list's grey through it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, context, scale };
}

async function renderPdf(bytes, size, maxPixels) {
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // An image larger than maxPixels is left out of the drawing rather than decoded (a 300 dpi A0 scan would be
  // 140 megapixels, half a gigabyte as a bitmap) — for a 400-pixel thumbnail.
  const doc = await getDocument(pdfDocumentParams(data, { maxImageSize: Math.min(maxPixels, 40_000_000) })).promise;
  try {
    if (doc.numPages < 1) return null;
    const page = await doc.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    if (!(unit.width > 0 && unit.height > 0)) return null;
    const { canvas, context, scale } = canvasFor(unit.width, unit.height, size);
    const viewport = page.getViewport({ scale: Math.min(scale, size / Math.max(unit.width, unit.height)) });
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    page.cleanup();
    return canvas;
  } finally {
    await doc.destroy();
  }
}

/**
 * An image through libvips (sharp), which decodes it a strip at a time while shrinking: a 6000 × 4000 scan costs
 * tens of megabytes instead of its 96 MB bitmap. Larger than `maxPixels` is refused before decoding.
 */
async function renderImage(path, size, maxPixels) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(path, { limitInputPixels: maxPixels, sequentialRead: true })
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function render({ path, contentType, size, maxPixels }, send) {
  if (contentType !== 'application/pdf') {
    const image = await renderImage(path, size, maxPixels).catch((err) => {
      // Too many pixels to decode safely: no thumbnail, and no failure either.
      if (/pixel limit/i.test(String(err?.message))) return null;
      throw err;
    });
    return send(image ? { type: 'done', ...image } : { type: 'none' });
  }
  const canvas = await renderPdf(await fs.readFile(path), size, maxPixels);
  if (!canvas) return send({ type: 'none' });
  const data = await canvas.encode('webp', 80);
  send({ type: 'done', data, width: canvas.width, height: canvas.height });
}
