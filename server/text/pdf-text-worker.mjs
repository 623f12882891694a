// Runs in a worker thread (see extract-pdf-text.ts): reads one PDF's text layer with pdf.js, page by page, and
// posts each page's text as soon as it is read, so neither this thread nor the server holds the whole text.
// Plain JavaScript so that Node starts it as it is, under tsx and under Vitest alike.
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { path, bytes, maxPages, maxCharsPerPage, standardFontDataUrl, cMapUrl } = workerData;

/** One page's text items as lines: a space where the gap between two items is wider than a letter's sliver. */
function pageText(items) {
  let text = '';
  let last = null;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    if (last && !last.hasEOL && item.str && !/\s$/.test(text)) {
      const size = Math.abs(item.transform[0]) || Math.abs(item.transform[3]) || 10;
      const sameLine = Math.abs(item.transform[5] - last.transform[5]) < size * 0.5;
      const gap = item.transform[4] - (last.transform[4] + last.width);
      if (!sameLine || gap > size * 0.15) text += sameLine ? ' ' : '\n';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    last = item;
  }
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, maxCharsPerPage);
}

const data = bytes ?? new Uint8Array(await fs.readFile(path));
const doc = await getDocument({
  data,
  disableFontFace: true,
  isEvalSupported: false,
  useSystemFonts: false,
  verbosity: 0,
  standardFontDataUrl,
  cMapUrl,
  cMapPacked: true,
}).promise;
const pages = Math.min(doc.numPages, maxPages);
for (let n = 1; n <= pages; n++) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  const text = pageText(content.items);
  if (text) parentPort.postMessage({ type: 'page', page: n, text });
  page.cleanup();
}
parentPort.postMessage({ type: 'end' });
await doc.destroy();
