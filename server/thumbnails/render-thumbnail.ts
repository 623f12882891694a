/**
 * Thumbnails of the first page (API.md §6 "Thumbnails"), drawn by pdf.js and @napi-rs/canvas in a worker
 * thread (lib/worker-slot.ts): a hostile or huge file takes neither the event loop nor the heap.
 */
import { WorkerSlot } from '../lib/worker-slot';

/** The long side of a thumbnail, in pixels (API.md: ≤ 400). */
export const THUMBNAIL_SIZE = 400;
export const THUMBNAIL_TYPE = 'image/webp';

export type ThumbnailResult =
  | { status: 'done'; data: Buffer; width: number; height: number }
  | { status: 'none' }
  | { status: 'failed'; reason: string };

const WORKER = new URL('./thumbnail-worker.mjs', import.meta.url);

export interface RenderOptions {
  timeoutMs?: number;
  maxMemoryMb?: number;
  /** Images larger than this many pixels are not decoded (their bitmap lives outside the heap's limit). */
  maxPixels?: number;
}

/** A worker's answer for one file. */
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

const slots = new Map<string, WorkerSlot>();

/** The thumbnail of a stored file at `file` (a path the worker reads itself), one file at a time. */
export function renderThumbnail(file: string, contentType: string, opts: RenderOptions = {}): Promise<ThumbnailResult> {
  const maxMemoryMb = opts.maxMemoryMb ?? 128;
  const maxPixels = opts.maxPixels ?? 50_000_000;
  const key = `${maxMemoryMb}:${maxPixels}`;
  let slot = slots.get(key);
  if (!slot) {
    const data = {
      size: THUMBNAIL_SIZE,
      maxPixels,
    };
    slots.set(key, (slot = new WorkerSlot(WORKER, data, { maxMemoryMb })));
  }
  return slot.run(
    { path: file, contentType },
    handle,
    (reason): ThumbnailResult => ({ status: 'failed', reason }),
    opts.timeoutMs ?? 30_000,
  );
}
