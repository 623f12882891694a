/**
 * Reads the text layer of a PDF, page by page, with pdf.js in a worker thread: a huge or hostile PDF can take
 * neither the server's event loop nor its heap. The worker has its own memory ceiling and a wall-clock limit, and
 * any failure is an answer (`failed`), never an exception: one file's trouble never reaches the others.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type ExtractResult =
  | { status: 'done'; pages: Array<{ page: number; text: string }> }
  | { status: 'none' }
  | { status: 'failed'; reason: string };

export interface ExtractOptions {
  timeoutMs?: number;
  /** The worker's heap ceiling; pdf.js needs the document's bytes plus one page at a time. */
  maxMemoryMb?: number;
  maxPages?: number;
  maxCharsPerPage?: number;
}

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const WORKER = new URL('./pdf-text-worker.mjs', import.meta.url);

/**
 * The text of each page that has some (1-based page numbers), `none` when no page has any (a scan), or `failed`
 * with the reason. `{ path }` is read by the worker itself, so the server never holds the file.
 */
export function extractPdfText(
  source: { path: string } | { bytes: Uint8Array },
  opts: ExtractOptions = {},
): Promise<ExtractResult> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const maxMemoryMb = opts.maxMemoryMb ?? 96;
  return new Promise((resolve) => {
    const pages: Array<{ page: number; text: string }> = [];
    let settled = false;
    const worker = new Worker(WORKER, {
      workerData: {
        ...source,
        maxPages: opts.maxPages ?? 2000,
        maxCharsPerPage: opts.maxCharsPerPage ?? 100_000,
        standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
        cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
      },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    const settle = (result: ExtractResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ status: 'failed', reason: 'timeout' }), timeoutMs);
    worker.on('message', (message: { type: 'page'; page: number; text: string } | { type: 'end' }) => {
      if (message.type === 'page') pages.push({ page: message.page, text: message.text });
      else settle(pages.length ? { status: 'done', pages } : { status: 'none' });
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle({
        status: 'failed',
        reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : err.message || String(err),
      }),
    );
    worker.on('exit', (code) => settle({ status: 'failed', reason: `worker exited (${code})` }));
  });
}
