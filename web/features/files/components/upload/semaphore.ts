/**
 * At most `limit` uploads at a time. Browsers queue requests beyond six per host themselves, but a queued
 * request shows no progress and would trip the 45 s idle time-out, so the queue is kept here instead.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the next in line, or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
