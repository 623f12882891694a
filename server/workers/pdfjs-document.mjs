// How Byggarkiv's worker processes open a PDF with pdf.js: no eval, no system fonts, quiet, with pdf.js's own
// standard fonts and character maps from the installed package. Plain JavaScript, shared by the text and thumbnail
// workers (which Node starts as they are); it never imports pdf.js itself, since the thumbnail worker must set
// the canvas globals before pdf.js loads.
import { createRequire } from 'node:module';
import path from 'node:path';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${path.join(pdfjsRoot, 'standard_fonts')}/`;
const cMapUrl = `${path.join(pdfjsRoot, 'cmaps')}/`;

/** `getDocument`'s parameters for `data`; `extra` adds a worker's own (e.g. `disableFontFace`). */
export function pdfDocumentParams(data, extra = {}) {
  return {
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    // No image of more than 40 megapixels is decoded (pdf.js leaves it out): the process's memory limit stays a
    // limit on the work, not a crash for every large scan. The thumbnail worker may lower it.
    maxImageSize: 40_000_000,
    // Scratch canvases are kept to 64 MB each (pdf.js shrinks what would be larger).
    canvasMaxAreaInBytes: 64 * 1024 * 1024,
    ...extra,
  };
}
