/**
 * Versions per table, bumped when PostgreSQL says a table changed (LISTEN byggarkiv_changes) and when
 * this instance itself writes. Caches remember the versions they were filled at and are stale once any moved.
 */
export const ALL_TOPICS = '*';

export class ChangeTracker {
  private readonly versions = new Map<string, number>();
  private epoch = 0;

  /** A table changed; `*` means "anything may have changed" (a lost connection, a local write). */
  bump(topic: string): void {
    if (topic === ALL_TOPICS) this.epoch += 1;
    else this.versions.set(topic, (this.versions.get(topic) ?? 0) + 1);
  }

  /** A fingerprint of the given tables' versions. */
  stamp(topics: readonly string[]): string {
    return `${this.epoch}:${topics.map((t) => this.versions.get(t) ?? 0).join('.')}`;
  }
}
