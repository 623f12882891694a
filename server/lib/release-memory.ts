/**
 * Gives the memory of a finished bulk phase back to the operating system. V8 keeps the heap it grew to: after an
 * import of a million files, or a search index loaded beside the one it replaces, the server's RSS stayed at
 * 0.8–1.1 GB although what it still held was under 200 MB (a heap snapshot after the search benchmark), because
 * V8 frees pages only in a full collection, which a server with room to spare rarely runs. So when such a phase
 * ends the server asks for one full collection, at most once a minute and a few seconds later (phases end
 * together: three indexes load after a start). It pauses the server for about 0.1–0.3 s, which these moments —
 * rare, and already busy — can afford. Only where Node was started with `--expose-gc` (`npm start` is).
 */

const DELAY_MS = 3_000;
const AT_MOST_EVERY_MS = 60_000;

type Gc = (options?: { type: 'major'; execution: 'sync' }) => void;

let scheduled: NodeJS.Timeout | undefined;
let lastRun = 0;

/** Asks for one full garbage collection soon, after `why` (logged); nothing without `--expose-gc`. */
export function releaseMemorySoon(log: { info(obj: object, msg: string): void }, why: string): void {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (!gc || scheduled) return;
  const wait = Math.max(DELAY_MS, lastRun + AT_MOST_EVERY_MS - Date.now());
  scheduled = setTimeout(() => {
    scheduled = undefined;
    lastRun = Date.now();
    const before = process.memoryUsage();
    const started = performance.now();
    gc();
    const after = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1e6);
    log.info(
      {
        why,
        ms: Math.round(performance.now() - started),
        heapMb: [mb(before.heapTotal), mb(after.heapTotal)],
        rssMb: [mb(before.rss), mb(after.rss)],
      },
      'memory of a finished bulk phase released',
    );
  }, wait);
  scheduled.unref();
}
