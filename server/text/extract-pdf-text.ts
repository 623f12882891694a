/**
 * Reads the text layer of a PDF, page by page, with pdf.js in a child process (workers/process-slot.ts): a huge or
 * hostile PDF can take neither the server's event loop, nor its memory, nor the server itself. The child has an
 * operating-system memory ceiling and a wall-clock limit, the text kept is capped per document, and any failure is
 * an answer (`failed`), never an exception: one file's trouble never reaches the others.
 */
import { contentSlot } from '../workers/content-slot';

export type ExtractResult =
  | { status: 'done'; pages: Array<{ page: number; text: string }>; pageCount?: number }
  | { status: 'none'; pageCount?: number }
  | { status: 'failed'; reason: string };

export interface ExtractOptions {
  timeoutMs?: number;
  /** The child's memory ceiling; pdf.js needs the document's bytes plus one page at a time. */
  maxMemoryMb?: number;
  maxPages?: number;
  maxCharsPerPage?: number;
  /** Characters kept of one document, all pages together: what search and highlights need, not a book's worth. */
  maxChars?: number;
}

/** 2,000 dense pages: the text of any construction document people search in. */
export const MAX_TEXT_CHARS = 5_000_000;

/**
 * The text of each page that has some (1-based page numbers), `none` when no page has any (a scan), or `failed`
 * with the reason. `{ path }` is read by the child itself, so the server never holds the file. PDFs are read
 * one at a time per memory ceiling, by the child that also draws thumbnails (workers/content-slot.ts).
 */
export function extractPdfText(
  source: { path: string } | { bytes: Uint8Array },
  opts: ExtractOptions = {},
): Promise<ExtractResult> {
  const slot = contentSlot(opts.maxMemoryMb ?? 512);
  const maxChars = opts.maxChars ?? MAX_TEXT_CHARS;
  // Pages arrive one message each; the document's end answers. The cap holds here too, whatever the child sends.
  const pages: Array<{ page: number; text: string }> = [];
  let chars = 0;
  const handle = (message: Record<string, unknown>): ExtractResult | undefined => {
    if (message.type === 'page' && chars < maxChars) {
      const text = String(message.text).slice(0, maxChars - chars);
      chars += text.length;
      pages.push({ page: Number(message.page), text });
    } else if (message.type === 'end') {
      // How many pages the PDF has (markups are checked against it), whatever text they hold.
      const pageCount = Number.isInteger(message.pageCount) ? { pageCount: Number(message.pageCount) } : {};
      return pages.length ? { status: 'done', pages, ...pageCount } : { status: 'none', ...pageCount };
    } else if (message.type === 'error') return { status: 'failed', reason: String(message.message) };
    return undefined;
  };
  return slot.run(
    {
      kind: 'text',
      ...source,
      maxPages: opts.maxPages ?? 2000,
      maxCharsPerPage: opts.maxCharsPerPage ?? 100_000,
      maxChars,
    },
    handle,
    (reason): ExtractResult => ({ status: 'failed', reason }),
    opts.timeoutMs ?? 30_000,
  );
}
