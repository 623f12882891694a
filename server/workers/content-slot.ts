/**
 * The child process that makes a PDF's text and thumbnails (content-worker.mjs), one per memory limit: jobs of
 * both kinds wait their turn in it (workers/process-slot.ts), so an upload's text and thumbnail never hold two
 * copies of pdf.js at once.
 */
import { ProcessSlot } from './process-slot';

const WORKER = new URL('./content-worker.mjs', import.meta.url);
const slots = new Map<number, ProcessSlot>();

export function contentSlot(maxMemoryMb: number): ProcessSlot {
  let slot = slots.get(maxMemoryMb);
  if (!slot) slots.set(maxMemoryMb, (slot = new ProcessSlot(WORKER, { maxMemoryMb })));
  return slot;
}

/** Ends the idle content children (shutdown). */
export function closeContentWorkers(): void {
  for (const slot of slots.values()) slot.close();
}
