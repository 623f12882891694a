/**
 * An LRU cache (lru-cache) whose entries hold while their tables are unchanged and their time has not run out.
 * Bounded by entries, and by bytes where what grows is the values (lists of ids): `maxBytes` with `sizeOf`, an
 * estimate of a value's bytes in memory. A value larger than the whole budget is not kept at all.
 */
import { LRUCache } from 'lru-cache';
import type { ChangeTracker } from './change-tracker';

interface Entry<V> {
  value: V;
  stamp: string;
}

export interface StampedCacheOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** A byte budget for all entries together, with `sizeOf` estimating each value (keys included). */
  maxBytes?: number;
  sizeOf?: (value: V, key: string) => number;
}

/** About the bytes a list of ids (UUID strings) holds in V8: the array's slot and the string each. */
export const idListBytes = (ids: readonly string[], key: string) => 64 + 2 * key.length + ids.length * 64;

/**
 * About the bytes a page of presented rows holds in V8: its first row's JSON length for each row (measured: a page
 * of 50 presented projects took 32 kB of heap and 32 kB of JSON). Only the first row is written out: a miss already
 * costs the page's reads, and writing all of it would add a tenth to that.
 */
export const pageBytes = (page: { result: readonly unknown[] }, key: string) =>
  128 + 2 * key.length + (page.result.length > 0 ? JSON.stringify(page.result[0]).length * page.result.length : 0);

export class StampedCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    private readonly tracker: ChangeTracker,
    private readonly topics: readonly string[],
    opts: StampedCacheOptions<V>,
  ) {
    const { maxBytes, sizeOf } = opts;
    this.entries = new LRUCache<string, Entry<V>>({
      max: opts.maxEntries,
      ttl: opts.ttlMs,
      // The wall clock, read at each get (lru-cache would take performance.now(), which fake timers leave alone).
      perf: { now: () => Date.now() },
      ...(maxBytes && sizeOf
        ? {
            maxSize: maxBytes,
            sizeCalculation: (entry: Entry<V>, key: string) => Math.max(1, sizeOf(entry.value, key)),
          }
        : {}),
    });
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== this.tracker.stamp(this.topics)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `stamp` must be taken before the value was read from the database, so a change meanwhile wins. */
  set(key: string, value: V, stamp: string): void {
    if (stamp !== this.tracker.stamp(this.topics)) return;
    this.entries.set(key, { value, stamp });
  }

  stamp(): string {
    return this.tracker.stamp(this.topics);
  }

  /** What the entries take, by the cache's own estimate (0 without a byte budget). */
  get bytes(): number {
    return this.entries.calculatedSize;
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
