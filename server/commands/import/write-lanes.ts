/**
 * An import's rows written by two writers at once (issue 14.4): PostgreSQL spends most of an import on each
 * row's index and search-vector work, one core per connection, so a second connection writing meanwhile
 * almost halves the time on a server with cores to spare (PGlite has one connection: there the lanes queue).
 *
 * A row's key decides its lane, and each lane writes its batches one after another: rows that could repeat
 * each other (same project and name, or same organization and project name) always meet in one lane, whose
 * duplicate check then sees every batch before it. At most two batches per lane are in memory (one being
 * written, one filling), and a batch is still written whole or not at all.
 */
const LANES = 2;

/** FNV-1a: a cheap, even spread of keys over the lanes. */
function laneOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % LANES;
}

export class WriteLanes<T> {
  private readonly batches: T[][] = Array.from({ length: LANES }, () => []);
  private readonly writing: Array<Promise<void>> = Array.from({ length: LANES }, () => Promise.resolve());

  /** `write` reports its own failures (a failed batch is a report entry, not an exception). */
  constructor(
    private readonly size: number,
    private readonly write: (rows: T[]) => Promise<void>,
  ) {}

  /**
   * Adds a row; when its lane's batch is full, answers a promise that waits for that lane's previous write and
   * starts this one (otherwise nothing to wait for: an import adds rows by the hundred thousand).
   */
  add(row: T, key: string): Promise<void> | undefined {
    const lane = laneOf(key);
    const batch = this.batches[lane] as T[];
    batch.push(row);
    return batch.length >= this.size ? this.flush(lane) : undefined;
  }

  /** Writes what is left and waits for every lane. */
  async finish(): Promise<void> {
    await Promise.all(this.batches.map((_, lane) => this.flush(lane)));
    await Promise.all(this.writing);
  }

  private async flush(lane: number): Promise<void> {
    const rows = this.batches[lane] as T[];
    if (rows.length === 0) return;
    this.batches[lane] = [];
    await this.writing[lane];
    const next = this.write(rows);
    // Awaited by the lane's next flush or by finish(); until then a failure must not count as unhandled.
    next.catch(() => undefined);
    this.writing[lane] = next;
  }
}
