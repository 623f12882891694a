// Runs in a worker thread (see extract-pdf-text.ts): reads PDFs' text layers with pdf.js, one job at a time, page
// by page, and posts each page's text as soon as it is read, so neither this thread nor the server holds the
// whole text. The thread lives on between jobs: starting one and loading pdf.js costs half a second, reading a
// short PDF a few milliseconds.
// Plain JavaScript so that Node starts it as it is, under tsx and under Vitest alike.
import fs from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfDocumentParams } from '../lib/pdfjs-document.mjs';

/** One page's text items as lines: a space where the gap between two items is wider than a letter's sliver. */
function pageText(items, maxCharsPerPage) {
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

async function read({ id, path, bytes, maxPages, maxCharsPerPage }) {
  const data = bytes ?? new Uint8Array(await fs.readFile(path));
  const doc = await getDocument(pdfDocumentParams(data, { disableFontFace: true })).promise;
  try {
    const pages = Math.min(doc.numPages, maxPages);
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = pageText(content.items, maxCharsPerPage);
      if (text) parentPort.postMessage({ id, type: 'page', page: n, text });
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  parentPort.postMessage({ id, type: 'end' });
}

parentPort.on('message', (job) => {
  read(job).catch((err) => parentPort.postMessage({ id: job.id, type: 'error', message: String(err?.message ?? err) }));
});
