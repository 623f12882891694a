/**
 * Sends stored content the way browsers and download tools expect: the right type, the file name in
 * Content-Disposition (RFC 6266/5987, so Swedish letters survive), an ETag, and single HTTP ranges (206).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../storage/blob-store';

export interface SendableBlob {
  storageKey: string;
  etag: string;
  size: number;
  contentType: string;
  fileName: string;
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
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
  download: boolean,
) {
  const etag = `"${blob.etag}"`;
  reply
    .header('Content-Type', blob.contentType)
    .header('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', blob.fileName))
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, max-age=3600')
    .header('X-Content-Type-Options', 'nosniff')
    // Stored content is never a page of ours: no scripts, no framing by others.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseRange(request.headers.range, blob.size);
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
