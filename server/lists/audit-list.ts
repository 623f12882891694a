/**
 * The audit log's list and its CSV (docs/api.md §6): the caller's scope ANDed with the filters, newest first; the
 * CSV a page at a time after the last page's (at, id), no offsets. Reads and counted security events are written
 * in batches, so the ones so far are flushed first and are in the answer.
 */
import { and, or, lt, eq, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../common/api/audit';
import { toCsv } from '../../common/csv';
import type { AppContext } from '../context';
import { auditEvents, type UserRow } from '../db/schema';
import { auditOrder, auditWhere, listAudit, presentAuditEvent } from '../queries/audit';

const CSV_PAGE = 1000;
const CSV_COLUMNS = [
  'at',
  'action',
  'entityType',
  'entityName',
  'entityId',
  'project',
  'organization',
  'actor',
  'actorId',
  'shareLink',
  'count',
  'clientAddress',
] as const;

/** `GET audit`: a page of events. */
export async function listAuditEvents(ctx: AppContext, caller: UserRow, query: AuditQuery) {
  await ctx.reads.flush();
  await ctx.securityEvents.flush();
  return listAudit(ctx.db, caller, query);
}

/** `GET audit.csv`: the lines to stream, once what was batched is written. */
export async function auditCsvLines(
  ctx: AppContext,
  caller: UserRow,
  query: Omit<AuditQuery, 'skip' | 'limit'>,
): Promise<AsyncGenerator<string>> {
  await ctx.reads.flush();
  await ctx.securityEvents.flush();
  return csvLines(ctx, caller, query);
}

/** The header, then the events a page at a time, each page after the last one's (at, id): no offsets. */
async function* csvLines(
  ctx: AppContext,
  caller: UserRow,
  query: Omit<AuditQuery, 'skip' | 'limit'>,
): AsyncGenerator<string> {
  yield `\uFEFF${toCsv([[...CSV_COLUMNS]])}\r\n`;
  const where = auditWhere(caller, query);
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const before: SQL | undefined = after
      ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id)))
      : undefined;
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(where, before))
      .orderBy(...auditOrder)
      .limit(CSV_PAGE);
    if (rows.length === 0) return;
    const lines = rows.map((row) => {
      const event = presentAuditEvent(row);
      const actor = event.actor ? `${event.actor.firstName} ${event.actor.lastName}`.trim() : '';
      return [
        event.at,
        event.action,
        event.entityType,
        event.entityName,
        event.entityId,
        event.project ?? '',
        event.organization ?? '',
        actor,
        event.actor?._id ?? '',
        event.shareLink ?? '',
        event.count,
        event.clientAddress ?? '',
      ];
    });
    yield `${toCsv(lines)}\r\n`;
    const last = rows[rows.length - 1];
    if (!last || rows.length < CSV_PAGE) return;
    after = { at: last.at, id: last.id };
  }
}
