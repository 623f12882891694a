/**
 * Security events counted in bulk for the audit log (failed sign-ins, lockouts, refused calls): one row per key and
 * hour with how many times it happened, never one row per probe, so a flood of guesses cannot flood the log or pay
 * an INSERT each. Counted in memory and written every few seconds, at shutdown and before the log is read, as an
 * upsert on the row's own id: a later write in the same hour adds to the row already written.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import { auditRow, type AuditActor, type AuditFact } from './record';
import { FlushTimer } from './flush-timer';

const HOUR = 60 * 60 * 1000;
/** Keys counted at once; past this the oldest is written at the next flush and forgotten. */
const MAX_OPEN = 50_000;
/** Forgotten counts that make a flush happen at once rather than at the next tick. */
const SPILL_FLUSH = 1000;

type Row = typeof auditEvents.$inferInsert & { id: string };

interface OpenCount {
  row: Row;
  hour: number;
  /** Counted since the row was last written. */
  pending: number;
}

/** What the first event of a key in its hour says; the later ones only add to its count. */
export interface CountedEvent {
  actor: AuditActor | null;
  fact: AuditFact;
}

/** The counts of one process; each instance writes its own rows (a count per instance and hour at worst). */
export class EventCounter {
  private readonly open = new Map<string, OpenCount>();
  private spilled: OpenCount[] = [];
  private readonly timer: FlushTimer;

  constructor(
    private readonly db: Db,
    private readonly log: { warn: (obj: object, msg: string) => void },
    everyMs = 5000,
    private readonly clock: () => number = Date.now,
  ) {
    this.timer = new FlushTimer(everyMs, () => this.flush());
  }

  /** Counts one event under `key` in the current hour; `event` describes the first one. */
  count(key: string, event: CountedEvent): void {
    if (!this.bump(key)) this.start(key, event);
  }

  /** Writes what was counted so far; resolves when it is in the database. */
  flush(): Promise<void> {
    const hour = this.hourNow();
    const batch: Row[] = [];
    for (const [key, entry] of this.open) {
      if (entry.pending > 0) batch.push({ ...entry.row, count: entry.pending });
      entry.pending = 0;
      if (entry.hour < hour) this.open.delete(key);
    }
    for (const entry of this.spilled) batch.push({ ...entry.row, count: entry.pending });
    this.spilled = [];
    return this.timer.write(async () => {
      if (batch.length === 0) return;
      await this.db
        .insert(auditEvents)
        .values(batch)
        .onConflictDoUpdate({ target: auditEvents.id, set: { count: sql`${auditEvents.count} + excluded.count` } })
        .catch((err: unknown) => this.log.warn({ err, events: batch.length }, 'counted audit events not written'));
    });
  }

  private hourNow(): number {
    return Math.floor(this.clock() / HOUR);
  }

  /** Adds one to the key's row of this hour, if it has one. */
  private bump(key: string): boolean {
    const entry = this.open.get(`${this.hourNow()}|${key}`);
    if (!entry) return false;
    entry.pending += 1;
    this.timer.schedule();
    return true;
  }

  private start(key: string, { actor, fact }: CountedEvent): void {
    const now = this.clock();
    const hour = Math.floor(now / HOUR);
    const row = { ...auditRow(actor, { ...fact, count: 1 }, new Date(now)), id: randomUUID() };
    this.open.set(`${hour}|${key}`, { row, hour, pending: 1 });
    if (this.open.size > MAX_OPEN) {
      const [oldestKey, oldest] = this.open.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) {
        this.open.delete(oldestKey);
        if (oldest.pending > 0) this.spilled.push(oldest);
      }
    }
    if (this.spilled.length >= SPILL_FLUSH) void this.flush();
    else this.timer.schedule();
  }
}
