/**
 * One copy of each native library the workers load. Two copies of @napi-rs/canvas (ours and the one pdf.js
 * resolves for its scratch canvases) in one process drew one's canvas onto the other's context and corrupted
 * memory: 7 of 45 PDFs of pdf.js's test corpus crashed the server. The thumbnail worker now takes pdf.js's own;
 * this keeps the installed tree from carrying a second one that anything else could load.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const fromProject = createRequire(import.meta.url);
const fromPdfjs = createRequire(fromProject.resolve('pdfjs-dist/package.json'));

describe('native libraries', () => {
  it('@napi-rs/canvas resolves to the same copy from the project and from pdf.js', () => {
    expect(fromPdfjs.resolve('@napi-rs/canvas')).toBe(fromProject.resolve('@napi-rs/canvas'));
  });
});
