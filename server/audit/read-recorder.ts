/**
 * Reads of file content for the audit log, without slowing the download: at most one event per client, file and
 * hour, kept in memory and written in batches (every few seconds, at shutdown, and before the log is read).
 * A PDF viewer's Range requests are one read.
 */
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import { auditRow, type AuditActor, type AuditFact } from './record';
import { FlushTimer } from './flush-timer';

const HOUR = 60 * 60 * 1000;
/** Clients remembered for the hourly rule; the oldest are forgotten first past this. */
const MAX_REMEMBERED = 50_000;

export class ReadRecorder {
  private readonly lastRead = new Map<string, number>();
  private pending: Array<typeof auditEvents.$inferInsert> = [];
  private readonly timer: FlushTimer;

  constructor(
    private readonly db: Db,
    private readonly log: { warn: (obj: object, msg: string) => void },
    everyMs = 5000,
    private readonly clock: () => number = Date.now,
  ) {
    this.timer = new FlushTimer(everyMs, () => this.flush());
  }

  /** `client` tells readers apart: a user id, or a share link with the reader's address. */
  record(client: string, actor: AuditActor, fact: AuditFact): void {
    const now = this.clock();
    const key = `${client}|${fact.entityId}`;
    const last = this.lastRead.get(key);
    if (last !== undefined && now - last < HOUR) return;
    this.lastRead.delete(key);
    this.lastRead.set(key, now);
    if (this.lastRead.size > MAX_REMEMBERED) {
      const oldest = this.lastRead.keys().next().value;
      if (oldest !== undefined) this.lastRead.delete(oldest);
    }
    this.pending.push(auditRow(actor, { ...fact, action: 'read' }, new Date(now)));
    this.timer.schedule();
  }

  /** Writes what was recorded so far; resolves when it is in the database. */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    return this.timer.write(async () => {
      if (batch.length === 0) return;
      await this.db
        .insert(auditEvents)
        .values(batch)
        .catch((err: unknown) => this.log.warn({ err, events: batch.length }, 'audit reads not written'));
    });
  }
}
