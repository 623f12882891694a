/** A small LRU cache whose entries hold while their tables are unchanged and their time has not run out. */
import type { ChangeTracker } from './change-tracker';

interface Entry<V> {
  value: V;
  stamp: string;
  expires: number;
}

export class StampedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly tracker: ChangeTracker,
    private readonly topics: readonly string[],
    private readonly opts: { maxEntries: number; ttlMs: number },
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now() || entry.stamp !== this.tracker.stamp(this.topics)) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** `stamp` must be taken before the value was read from the database, so a change meanwhile wins. */
  set(key: string, value: V, stamp: string): void {
    if (stamp !== this.tracker.stamp(this.topics)) return;
    this.entries.set(key, { value, stamp, expires: Date.now() + this.opts.ttlMs });
    if (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  stamp(): string {
    return this.tracker.stamp(this.topics);
  }

  /** get, or compute and remember. */
  async through(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const stamp = this.stamp();
    const value = await compute();
    this.set(key, value, stamp);
    return value;
  }
}
