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

/** Recycled after this many PDFs, so that whatever pdf.js keeps between documents never adds up. */
const JOBS_PER_WORKER = 200;
/** An idle worker goes after this long; the next PDF starts a new one. */
const IDLE_MS = 30_000;

type WorkerMessage =
  | { id: number; type: 'page'; page: number; text: string }
  | { id: number; type: 'end' }
  | { id: number; type: 'error'; message: string };

/**
 * One worker thread that reads PDFs one after another. It lives on between them (starting a thread and loading
 * pdf.js costs half a second, a short PDF a few milliseconds), and is replaced after a timeout, a crash, running
 * out of memory, or JOBS_PER_WORKER documents: a file's trouble ends with that file.
 */
class PdfTextReader {
  private worker: Worker | undefined;
  private jobs = 0;
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly maxMemoryMb: number) {}

  read(source: { path: string } | { bytes: Uint8Array }, opts: Required<Omit<ExtractOptions, 'maxMemoryMb'>>) {
    const run = this.queue.then(() => this.run(source, opts));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private start(): Worker {
    const worker = new Worker(WORKER, {
      workerData: {
        standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
        cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
      },
      resourceLimits: { maxOldGenerationSizeMb: this.maxMemoryMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    // An idle reader never keeps the process alive.
    worker.unref();
    this.jobs = 0;
    return worker;
  }

  private stop(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private run(
    source: { path: string } | { bytes: Uint8Array },
    opts: Required<Omit<ExtractOptions, 'maxMemoryMb'>>,
  ): Promise<ExtractResult> {
    clearTimeout(this.idle);
    if (this.worker && this.jobs >= JOBS_PER_WORKER) this.stop();
    const worker = (this.worker ??= this.start());
    this.jobs += 1;
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const pages: Array<{ page: number; text: string }> = [];
      const settle = (result: ExtractResult, broken = false) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (broken) this.stop();
        else this.idle = setTimeout(() => this.stop(), IDLE_MS).unref();
        resolve(result);
      };
      const onMessage = (message: WorkerMessage) => {
        if (message.id !== id) return;
        if (message.type === 'page') pages.push({ page: message.page, text: message.text });
        else if (message.type === 'end') settle(pages.length ? { status: 'done', pages } : { status: 'none' });
        else settle({ status: 'failed', reason: message.message });
      };
      const onError = (err: Error & { code?: string }) =>
        settle(
          { status: 'failed', reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : err.message || String(err) },
          true,
        );
      const onExit = (code: number) => settle({ status: 'failed', reason: `worker exited (${code})` }, true);
      const timer = setTimeout(() => settle({ status: 'failed', reason: 'timeout' }, true), opts.timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, ...source, maxPages: opts.maxPages, maxCharsPerPage: opts.maxCharsPerPage });
    });
  }
}

const readers = new Map<number, PdfTextReader>();

/**
 * The text of each page that has some (1-based page numbers), `none` when no page has any (a scan), or `failed`
 * with the reason. `{ path }` is read by the worker itself, so the server never holds the file. PDFs are read
 * one at a time per memory ceiling, by a worker that stays between them.
 */
export function extractPdfText(
  source: { path: string } | { bytes: Uint8Array },
  opts: ExtractOptions = {},
): Promise<ExtractResult> {
  const maxMemoryMb = opts.maxMemoryMb ?? 96;
  let reader = readers.get(maxMemoryMb);
  if (!reader) readers.set(maxMemoryMb, (reader = new PdfTextReader(maxMemoryMb)));
  return reader.read(source, {
    timeoutMs: opts.timeoutMs ?? 60_000,
    maxPages: opts.maxPages ?? 2000,
    maxCharsPerPage: opts.maxCharsPerPage ?? 100_000,
  });
}
