/** Deletes audit events past AUDIT_RETENTION_DAYS, in slices, so no single statement holds a lock for long. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

const SLICE = 10_000;

export async function deleteExpiredAuditEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const gone = await db
      .delete(auditEvents)
      .where(
        sql`${auditEvents.id} in (select ${auditEvents.id} from ${auditEvents} where ${auditEvents.at} < ${cutoff} limit ${SLICE})`,
      )
      .returning({ id: auditEvents.id });
    deleted += gone.length;
    if (gone.length < SLICE) return deleted;
  }
}
