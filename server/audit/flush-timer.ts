/**
 * What the audit log's batching recorders share (read-recorder.ts, event-counter.ts): a flush a few seconds after
 * the first thing waiting, and writes one after another, each awaited by whoever flushes.
 */
export class FlushTimer {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly everyMs: number,
    private readonly flush: () => Promise<void>,
  ) {}

  /** Flushes `everyMs` from now unless a flush is already due. */
  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.everyMs);
    this.timer.unref();
  }

  /** Cancels the due flush and queues `write` after the writes before it; resolves when it is done. */
  write(write: () => Promise<void>): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(write);
    return this.writing;
  }
}
