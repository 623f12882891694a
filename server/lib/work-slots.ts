/**
 * A bound on how much of one kind of work this process runs at once: up to `running` at a time, up to `waiting`
 * more in line (first come, first served), and past that a refusal at once. Without it a flood of expensive
 * calls (argon2 for every parallel sign-in) piles up without end: every call waits longer, memory grows, and
 * the work other requests need queues behind it.
 */
export interface WorkLimits {
  /** How many run at once. */
  running: number;
  /** How many more may wait for a turn; the next one is refused. */
  waiting: number;
}

export class WorkSlots {
  private active = 0;
  private started = 0;
  private readonly line: Array<() => void> = [];

  constructor(readonly limits: WorkLimits) {}

  /**
   * Runs `work` once a slot is free. With every slot taken and the line full, throws what `full` makes, before
   * anything has run (so the caller may give back whatever it counted for this call).
   */
  async run<T>(work: () => Promise<T>, full: () => Error): Promise<T> {
    if (this.active < this.limits.running) {
      this.active += 1;
    } else {
      if (this.line.length >= this.limits.waiting) throw full();
      // The slot is handed over by whoever finishes (see below), so `active` already counts this one.
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    this.started += 1;
    try {
      return await work();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** How many run and how many wait right now, and how many have been started since the process began. */
  load(): { running: number; waiting: number; started: number } {
    return { running: this.active, waiting: this.line.length, started: this.started };
  }
}
