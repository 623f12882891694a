// A text job of the content worker (content-worker.mjs; text/extract-pdf-text.ts): reads a PDF's text layer with
// pdf.js page by page and sends each page's text as soon as it is read, so neither the child nor the server holds
// more than the capped text.
import fs from 'node:fs/promises';
import { getDocument } from './pdfjs.mjs';
import { pdfDocumentParams } from './pdfjs-document.mjs';

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
    // A page of millions of tiny items must not build a string far past what is kept.
    if (text.length > maxCharsPerPage * 2) break;
  }
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, maxCharsPerPage);
}

export async function read({ path, bytes, maxPages, maxCharsPerPage, maxChars }, send) {
  const data = bytes ?? new Uint8Array(await fs.readFile(path));
  const doc = await getDocument(pdfDocumentParams(data, { disableFontFace: true })).promise;
  let total = 0;
  const pageCount = doc.numPages;
  try {
    const pages = Math.min(doc.numPages, maxPages);
    for (let n = 1; n <= pages && total < maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = pageText(content.items, Math.min(maxCharsPerPage, maxChars - total));
      total += text.length;
      if (text) send({ type: 'page', page: n, text });
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  send({ type: 'end', pageCount });
}
