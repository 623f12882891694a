/**
 * How many long-running streams (ZIP downloads) run at once in this instance, in total and per key (a share link,
 * a client address, a user). Each holds a database cursor, a blob and socket buffers for as long as its reader
 * takes, so an unbounded number was memory and connections anyone with a link could claim.
 */
export class StreamSlots {
  private readonly held = new Map<string, number>();
  private running = 0;

  constructor(private readonly limits: { total: number; perKey: number }) {}

  /**
   * A slot counted against every key at once, or undefined when the total or any key is full. The answer is the
   * release, safe to call more than once (a stream may both end and close).
   */
  take(keys: readonly string[]): (() => void) | undefined {
    if (this.running >= this.limits.total) return undefined;
    if (keys.some((key) => (this.held.get(key) ?? 0) >= this.limits.perKey)) return undefined;
    this.running += 1;
    for (const key of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      for (const key of keys) {
        const left = (this.held.get(key) ?? 1) - 1;
        if (left > 0) this.held.set(key, left);
        else this.held.delete(key);
      }
    };
  }

  /** Streams running now. */
  get size(): number {
    return this.running;
  }
}
