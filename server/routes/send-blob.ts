/**
 * Sends stored content the way browsers and download tools expect: the right type, the file name in
 * Content-Disposition (RFC 6266/8187, so Swedish letters survive), a strong ETag with conditional requests
 * (If-None-Match → 304, If-Range) and single HTTP ranges (206).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../storage/blob-store';

export interface SendableBlob {
  storageKey: string;
  /** Names this exact content: it must change whenever the bytes behind the address change. */
  etag: string;
  size: number;
  contentType: string;
  fileName: string;
}

export interface SendOptions {
  download: boolean;
  /**
   * Defaults to `private, no-cache`: the browser keeps a copy but asks each time (a cheap 304 while the ETag
   * holds), since a file's content address stays the same when a PATCH swaps its content.
   */
  cacheControl?: string;
}

/** RFC 8187 attr-char: what may stand unescaped in `filename*`; encodeURIComponent also leaves `'()*`. */
const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value.normalize('NFC')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The plain `filename=` for clients that do not read `filename*`: Swedish letters lose their marks (Å → A),
 * anything else outside printable ASCII, quotes, backslashes and `%` (which some browsers decode) become `_`.
 */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** If-None-Match: `*`, or a list of entity tags compared weakly (RFC 9110 §13.1.2). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * If-Range: the range applies only while the client's validator is still the current strong ETag; a date
 * (we send no Last-Modified) or a weak or older tag means "send the whole new content" (RFC 9110 §13.1.5).
 */
export function rangeStillValid(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  return header.trim() === etag;
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: answer the whole content, as RFC 9110 allows
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  blob: SendableBlob,
  options: SendOptions,
) {
  const etag = `"${blob.etag}"`;
  reply
    .header('Content-Type', blob.contentType)
    .header('Content-Disposition', contentDisposition(options.download ? 'attachment' : 'inline', blob.fileName))
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', options.cacheControl ?? 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    // Stored content is never a page of ours: no scripts, no framing by others.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const ifRange = request.headers['if-range'];
  const stillValid = rangeStillValid(Array.isArray(ifRange) ? ifRange.join(',') : ifRange, etag);
  const range = stillValid ? parseRange(request.headers.range, blob.size) : null;
  if (range === 'invalid') return reply.status(416).header('Content-Range', `bytes */${blob.size}`).send();
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`)
      .header('Content-Length', range.end - range.start + 1);
    return reply.send(await store.get(blob.storageKey, range));
  }
  reply.header('Content-Length', blob.size);
  return reply.send(await store.get(blob.storageKey));
}
