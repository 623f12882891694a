/**
 * Reads the text layer of a PDF, page by page, with pdf.js in a worker thread: a huge or hostile PDF can take
 * neither the server's event loop nor its heap. The worker has its own memory ceiling and a wall-clock limit, and
 * any failure is an answer (`failed`), never an exception: one file's trouble never reaches the others.
 */
import { WorkerSlot } from '../lib/worker-slot';

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

const WORKER = new URL('./pdf-text-worker.mjs', import.meta.url);

const slots = new Map<number, WorkerSlot>();

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
  let slot = slots.get(maxMemoryMb);
  if (!slot) {
    slots.set(maxMemoryMb, (slot = new WorkerSlot(WORKER, {}, { maxMemoryMb })));
  }
  // Pages arrive one message each; the document's end answers.
  const pages: Array<{ page: number; text: string }> = [];
  const handle = (message: Record<string, unknown>): ExtractResult | undefined => {
    if (message.type === 'page') pages.push({ page: Number(message.page), text: String(message.text) });
    else if (message.type === 'end') return pages.length ? { status: 'done', pages } : { status: 'none' };
    else if (message.type === 'error') return { status: 'failed', reason: String(message.message) };
    return undefined;
  };
  return slot.run(
    { ...source, maxPages: opts.maxPages ?? 2000, maxCharsPerPage: opts.maxCharsPerPage ?? 100_000 },
    handle,
    (reason): ExtractResult => ({ status: 'failed', reason }),
    opts.timeoutMs ?? 60_000,
  );
}
