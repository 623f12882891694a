// pdf.js as the content worker loads it, once for text and thumbnails alike. Plain JavaScript, started as it is.
import { createRequire } from 'node:module';

// The canvas library pdf.js itself loads for its scratch canvases (patterns, soft masks, groups), resolved from
// pdf.js's own folder: a second copy of the native library in the same process, drawing one's canvas onto the
// other's context, corrupted memory (docs/performance.md "Worker processes"; native-libraries.test.ts).
const pdfjsRequire = createRequire(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const canvasLibrary = pdfjsRequire('@napi-rs/canvas');
// pdf.js draws with the globals a browser has; they must be the canvas library's own (its `fill` takes only its
// own Path2D), set before pdf.js loads and looks for them.
const { DOMMatrix, ImageData, Path2D } = canvasLibrary;
Object.assign(globalThis, { Path2D, DOMMatrix, ImageData });

export const { createCanvas } = canvasLibrary;
export const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
