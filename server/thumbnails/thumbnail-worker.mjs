// Runs in a worker thread (see render-thumbnail.ts): draws the first page of a PDF with pdf.js, or an image, into
// a canvas of at most `size` pixels on the long side and answers it as WebP. One job at a time; the thread lives
// on between jobs. Plain JavaScript so that Node starts it as it is, under tsx and under Vitest alike.
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas, DOMMatrix, ImageData, loadImage, Path2D } from '@napi-rs/canvas';

// pdf.js draws with the globals a browser has; they must be the canvas library's own (its `fill` takes only its
// own Path2D), set before pdf.js loads and looks for them.
Object.assign(globalThis, { Path2D, DOMMatrix, ImageData });
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

const { standardFontDataUrl, cMapUrl, size, maxPixels } = workerData;

/** Width and height from a PNG's IHDR or a JPEG's SOF marker, read before anything is decoded. */
function imageSize(bytes) {
  if (bytes.length > 24 && bytes.readUInt32BE(12) === 0x49484452)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    const length = bytes.readUInt16BE(i + 2);
    // SOF0–SOF15, not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + length;
  }
  return null;
}

function canvasFor(width, height) {
  const scale = Math.min(1, size / Math.max(width, height));
  const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  const context = canvas.getContext('2d');
  // Drawings are black on white; a transparent page would show the list's grey through it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, context, scale };
}

async function renderPdf(bytes) {
  const doc = await getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
  }).promise;
  try {
    if (doc.numPages < 1) return null;
    const page = await doc.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    const { canvas, context, scale } = canvasFor(unit.width, unit.height);
    const viewport = page.getViewport({ scale: Math.min(scale, size / Math.max(unit.width, unit.height)) });
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    page.cleanup();
    return canvas;
  } finally {
    await doc.destroy();
  }
}

async function renderImage(bytes) {
  const dims = imageSize(bytes);
  // Decoding needs width × height × 4 bytes outside the heap's limit: a huge scan is refused before it is read.
  if (!dims || dims.width * dims.height > maxPixels) return null;
  const image = await loadImage(bytes);
  const { canvas, context } = canvasFor(image.width, image.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

async function render({ id, path, contentType }) {
  const bytes = await fs.readFile(path);
  const canvas = contentType === 'application/pdf' ? await renderPdf(bytes) : await renderImage(bytes);
  if (!canvas) return parentPort.postMessage({ id, type: 'none' });
  const data = await canvas.encode('webp', 80);
  parentPort.postMessage({ id, type: 'done', data, width: canvas.width, height: canvas.height });
}

parentPort.on('message', (job) => {
  render(job).catch((err) =>
    parentPort.postMessage({ id: job.id, type: 'error', message: String(err?.message ?? err) }),
  );
});
