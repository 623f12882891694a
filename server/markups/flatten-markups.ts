/**
 * The PDF with its published markups drawn in (docs/api.md §7, `…/content?markups=published`). pdf-lib parses the
 * user's PDF in a child process (workers/process-slot.ts) under a memory ceiling, a CPU limit and a wall clock:
 * a hostile or huge PDF fails its own request, never the server. At most one PDF is drawn at a time per
 * instance, and a few wait; more are refused at once (503) rather than held in memory.
 */
import type { MarkupView } from '../queries/markup-view';
import type { Person } from '../queries/review-view';
import { serverBusy } from '../errors';
import { WorkSlots } from '../lib/work-slots';
import { ProcessSlot } from '../workers/process-slot';

export type FlattenResult = { status: 'done'; data: Buffer } | { status: 'failed'; reason: string };

export interface FlattenOptions {
  timeoutMs?: number;
  maxMemoryMb?: number;
}

const WORKER = new URL('../workers/flatten-worker.mjs', import.meta.url);
const slots = new Map<number, ProcessSlot>();
/** Each waiting request holds its PDF (≤ 100 MB) in memory: a short line. */
const line = new WorkSlots({ running: 1, waiting: 3 });

function handle(message: Record<string, unknown>): FlattenResult | undefined {
  if (message.type === 'done') return { status: 'done', data: Buffer.from(message.data as Uint8Array) };
  if (message.type === 'error') return { status: 'failed', reason: String(message.message) };
  return undefined;
}

const nameOf = (p: Person | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

/** What the child needs of a markup: its drawing, and for its comment note the text, author and replies. */
const drawn = ({ row, author, replies }: MarkupView) => ({
  page: row.page,
  kind: row.kind,
  geometry: row.geometry,
  color: row.color,
  text: row.text,
  author: nameOf(author),
  date: row.createdAt.toISOString(),
  replies: replies.map((r) => ({ author: nameOf(r.author), text: r.row.text })),
});

export function flattenMarkups(pdf: Buffer, markups: MarkupView[], opts: FlattenOptions = {}): Promise<FlattenResult> {
  // pdf-lib holds the parsed document beside its bytes, several times the file's size for a large drawing.
  const maxMemoryMb = opts.maxMemoryMb ?? 1536;
  let slot = slots.get(maxMemoryMb);
  if (!slot) slots.set(maxMemoryMb, (slot = new ProcessSlot(WORKER, { maxMemoryMb, jobsPerWorker: 20 })));
  const worker = slot;
  return line.run(
    () =>
      worker.run(
        { bytes: pdf, markups: markups.map(drawn) },
        handle,
        (reason): FlattenResult => ({ status: 'failed', reason }),
        opts.timeoutMs ?? 60_000,
      ),
    serverBusy,
  );
}

/** Ends the idle children (shutdown). */
export function closeFlattenWorkers(): void {
  for (const slot of slots.values()) slot.close();
}
