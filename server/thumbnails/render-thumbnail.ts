/**
 * Thumbnails of the first page (docs/api.md §6 "Thumbnails"), drawn by pdf.js on a native canvas or shrunk by libvips in
 * a child process (workers/process-slot.ts): a hostile or huge file can crash, exhaust or stall only that
 * process, and its job fails; the server goes on.
 */
import { contentSlot } from '../workers/content-slot';

/** The long side of a thumbnail, in pixels (docs/api.md: ≤ 400). */
export const THUMBNAIL_SIZE = 400;
export const THUMBNAIL_TYPE = 'image/webp';

export type ThumbnailResult =
  | { status: 'done'; data: Buffer; width: number; height: number }
  | { status: 'none' }
  | { status: 'failed'; reason: string };

export interface RenderOptions {
  timeoutMs?: number;
  maxMemoryMb?: number;
  /** Images larger than this many pixels are not decoded (an image in a PDF is left out of the drawing). */
  maxPixels?: number;
}

/** A child's answer for one file. */
function handle(message: Record<string, unknown>): ThumbnailResult | undefined {
  if (message.type === 'done')
    return {
      status: 'done',
      data: Buffer.from(message.data as Uint8Array),
      width: Number(message.width),
      height: Number(message.height),
    };
  if (message.type === 'none') return { status: 'none' };
  if (message.type === 'error') return { status: 'failed', reason: String(message.message) };
  return undefined;
}

/** The thumbnail of a stored file at `file` (a path the child reads itself), one file at a time. */
export function renderThumbnail(file: string, contentType: string, opts: RenderOptions = {}): Promise<ThumbnailResult> {
  return contentSlot(opts.maxMemoryMb ?? 512).run(
    { kind: 'thumbnail', path: file, contentType, size: THUMBNAIL_SIZE, maxPixels: opts.maxPixels ?? 50_000_000 },
    handle,
    (reason): ThumbnailResult => ({ status: 'failed', reason }),
    opts.timeoutMs ?? 30_000,
  );
}
